import { z } from '@vetnow/contracts/zod';

/** A message the form itself puts at one of its fields before the contract's check. */
export interface FormIssue {
  path: string;
  message: string;
}

/**
 * A form's values turned into a request and checked with the contract's own schema: `toRequest` shapes the
 * values, `formIssues` adds what only the form knows (e.g. a time left empty for "part of the day"), and the
 * contract's issues are put at the form's fields (same paths) — all at once, so every wrong field shows its
 * message on the first submit. The parsed request is the output.
 */
export function throughContract<F, S extends z.ZodType>(toRequest: (values: F) => unknown, contract: S, formIssues: (values: F) => FormIssue[] = () => []) {
  return (values: F, ctx: z.RefinementCtx): z.output<S> => {
    const own = formIssues(values);
    for (const issue of own) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    const parsed = contract.safeParse(toRequest(values));
    if (!parsed.success) {
      const taken = new Set(own.map((issue) => issue.path));
      for (const issue of parsed.error.issues) {
        if (!taken.has(issue.path.join('.'))) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    return parsed.success && own.length === 0 ? parsed.data : z.NEVER;
  };
}
