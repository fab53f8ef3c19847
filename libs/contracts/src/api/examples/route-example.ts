/**
 * The types of the routes' static examples (ADR 0072). The examples live beside the route contracts, never in them:
 * the route table is in every browser page, the examples are for the OpenAPI document, the contracts spec and the
 * security proof only (`@vetnow/contracts/api/examples`).
 */
import type { z } from '@vetnow/contracts/zod';
import type { RouteContract } from '../define-route.js';

/**
 * A valid call of a route, as static data: path params, query (as the URL carries it: strings) and body, and where
 * cheap the answer. api.spec.ts parses each with the route's own schemas, so an example cannot drift; the OpenAPI
 * document shows it; the security proof builds its requests from it.
 */
export interface RouteExample {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly response?: unknown;
}

/** The query's keys, each a string as the URL carries it (any keys when the schema's input is not an object). */
type QueryStrings<I> = unknown extends I
  ? Readonly<Record<string, string>>
  : { readonly [K in keyof I]: string };

/**
 * The schema's input with the keys whose input is `unknown` optional: zod types a preprocessed field (a pet's
 * `neutered`, defaulted from undefined) as a required `unknown`, though the schema accepts it absent.
 */
type Input<S extends z.ZodType> =
  z.input<S> extends object
    ? { readonly [K in keyof z.input<S> as unknown extends z.input<S>[K] ? never : K]: z.input<S>[K] } & {
        readonly [K in keyof z.input<S> as unknown extends z.input<S>[K] ? K : never]?: z.input<S>[K];
      }
    : z.input<S>;

/** `part` is required when the route takes it (the schema is given), absent when it does not. */
type Part<P extends string, S, V> = S extends z.ZodType
  ? { readonly [K in P]: V }
  : { readonly [K in P]?: never };

/**
 * The example of route `C`: each part the route takes, typed as its schema's input (the query's values as strings);
 * a part the route does not take is a type error. The runtime check stays api.spec.ts's.
 */
export type ExampleOf<C extends RouteContract> = Part<
  'params',
  C['params'],
  Input<NonNullable<C['params']>>
> &
  Part<'query', C['query'], QueryStrings<z.input<NonNullable<C['query']>>>> &
  Part<'body', C['body'], Input<NonNullable<C['body']>>> & { readonly response?: z.input<C['response']> };

/** Whether route `C` takes params, a query or a body (then it must have an example). */
type TakesInput<C> = C extends { params: z.ZodType } | { query: z.ZodType } | { body: z.ZodType }
  ? true
  : false;

/**
 * The examples of one family of routes (`BOOKING_API`), keyed by the route's key in it: a key that is no route of the
 * family is a type error, and so is a missing example of a route that takes an input.
 */
export type FamilyExamples<F extends Readonly<Record<string, RouteContract>>> = {
  readonly [K in keyof F as TakesInput<F[K]> extends true ? K : never]: ExampleOf<F[K]>;
} & {
  readonly [K in keyof F as TakesInput<F[K]> extends true ? never : K]?: ExampleOf<F[K]>;
};
