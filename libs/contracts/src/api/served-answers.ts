/**
 * Public reads the gateway answered for a served page (issue 40, ADR 0096): a screen's frame rendered with its data
 * at request time carries them beside it, so the app starts with the answers the frame shows instead of asking
 * again and showing a spinner meanwhile. Each is a public GET of the route table, by contract name, with the input
 * it was asked with and the service's answer as it came: the app parses `data` with that contract, as any answer.
 * (No schema of its own: the shell's first load carries no more than the check it needs.)
 */
/** A public read a served page was rendered with: the contract by name and its input. */
export interface ServedRead {
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export interface ServedAnswer extends ServedRead {
  data: unknown;
  /** When the gateway had the answer (ms since the epoch): the query's `updatedAt`. */
  at: number;
}

/** The attribute of the page's `<script type="application/json">` that holds them. */
export const SERVED_ANSWERS_ATTRIBUTE = 'data-served-answers';
