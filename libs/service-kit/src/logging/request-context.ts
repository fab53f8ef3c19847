import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  readonly reqId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (the rest of a request's handling) with its request id available to {@link currentRequestId}. */
export function runInRequestContext<T>(reqId: string, fn: () => T): T {
  return storage.run({ reqId }, fn);
}

/** The id of the HTTP request being handled, if any (so `new Logger(…).log()` lines carry `reqId`). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}
