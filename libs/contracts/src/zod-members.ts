// The zod members behind `z` of ./zod.ts (ADR 0037). ESLint refuses 'zod' itself in the frontends and the contracts.
// eslint-disable-next-line no-restricted-imports -- the one place the contracts take their members from zod
export {
  array,
  boolean,
  config,
  custom,
  discriminatedUnion,
  enum,
  iso,
  literal,
  looseObject,
  NEVER,
  number,
  object,
  preprocess,
  record,
  strictObject,
  string,
  undefined,
  union,
  unknown,
  ZodObject,
  ZodType,
} from 'zod';
// eslint-disable-next-line no-restricted-imports -- as above
export type { infer, input, output, RefinementCtx } from 'zod';
