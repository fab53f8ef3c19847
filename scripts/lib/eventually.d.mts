// Types of eventually.mjs for TypeScript callers (re-exported by @vetnow/service-kit/testing; tests/*).

/** How long a check may keep failing unless the caller says otherwise (10 s). */
export declare const DEFAULT_TIMEOUT_MS: number;
/** The pause between two attempts unless the caller says otherwise (50 ms). */
export declare const DEFAULT_INTERVAL_MS: number;

export interface EventuallyOptions {
  /** How long the check may keep failing (default 10 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 50 ms). */
  intervalMs?: number;
  /** What is awaited, in words: the error says it (the value form takes it as its first argument). */
  description?: string;
  /** Asked before each attempt: true stops at once (what is awaited can no longer come). */
  giveUp?: () => boolean | undefined;
}

/** What a value-form check answers once it holds: anything but undefined, null, false, 0 and ''. */
export type Truthy<T> = Exclude<T, undefined | null | false | 0 | ''>;

/**
 * Runs `check` (an assertion: it throws, e.g. a failed `expect`, while the state is not there yet) until it
 * completes without throwing, and returns its value. After `timeoutMs` the last failure is rethrown, with the
 * description and the number of attempts in front of its message (and as `cause`).
 */
export function eventually<T>(check: () => T | Promise<T>, options?: EventuallyOptions): Promise<T>;
/**
 * Polls `check` until it answers something truthy (a throw counts as "not yet"), and returns that; after `timeoutMs`
 * throws naming `what` and the last error or the last value answered.
 */
export function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs?: number,
  intervalMs?: number,
): Promise<Truthy<T>>;
export function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  options: Omit<EventuallyOptions, 'description'>,
): Promise<Truthy<T>>;
