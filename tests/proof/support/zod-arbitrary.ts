// A small zod 4 → fast-check generator for the shapes the contracts use (object, string, number, boolean,
// enum, literal, array, optional, nullable, default, union, pipe/preprocess/transform). It generates values of
// the schema's input *shape*; refinements (dates, Luhn, "end after start") are not solved, so some values are
// valid and many are near misses — exactly what the fuzzing wants. Unknown shapes fall back to fc.anything().
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  [key: string]: unknown;
}
type Check = { _zod: { def: { check: string; [k: string]: unknown } } };

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

/** Strings the validation rules care about: formats of dates, times, emails, ids, card data, edges. */
const HINT_STRINGS = [
  '',
  ' ',
  'Battaramulla',
  'Colombo',
  'General Veterinary',
  'Dog',
  'Cat',
  'cash',
  'card',
  'visa',
  '09:00',
  '17:00',
  '09:00 AM',
  '10:30 AM',
  '13:00',
  '2027-01-15',
  '2026-02-30',
  '9999-12-31',
  '0001-01-01',
  '12/30',
  '01/20',
  '1111',
  // Card-shaped numbers the secrets audit does not look for (it looks for the ones the fixtures save).
  '4000000000000002',
  '4000 0566 5566 5556',
  'a@b.co',
  'proof@example.com',
  'not-an-email',
  // Not the demo doctor's id: as the admin, POST /auth/doctor/register with it in `doctorId` resets that doctor's
  // password (the admin's right), and the doctor routes are fuzzed signed in as the demo doctor. Routes with an id
  // in the path get real ids from their examples' fuzzIds.
  '00000000-0000-0000-0000-000000000000',
  'VN-ABC123',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '\u0000',
  '\uFFFF\uD800',
  '%00',
  '${7*7}',
  '{"$gt":""}',
  '__proto__',
  'constructor',
];

const hintString = fc.constantFrom(...HINT_STRINGS);

function stringArb(def: Def): fc.Arbitrary<string> {
  const checks = (def['checks'] as Check[] | undefined) ?? [];
  let max = 60;
  let min = 0;
  for (const c of checks) {
    const d = c._zod.def;
    if (d.check === 'max_length' && typeof d['maximum'] === 'number') max = d['maximum'];
    if (d.check === 'min_length' && typeof d['minimum'] === 'number') min = d['minimum'];
  }
  const options: fc.Arbitrary<string>[] = [
    hintString,
    fc.string({ minLength: min, maxLength: Math.min(Math.max(min, max), 60) }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  ];
  if (max < 100_000) {
    // Around the upper bound: exactly max and one over.
    options.push(fc.constantFrom(max, max + 1).map((n) => 'x'.repeat(n)));
  }
  if (def['format'] === 'datetime') options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (def['format'] === 'uuid') options.push(fc.uuid());
  return fc.oneof(...options);
}

function numberArb(def: Def): fc.Arbitrary<number> {
  const checks = (def['checks'] as Check[] | undefined) ?? [];
  let lo = -1000;
  let hi = 1000;
  for (const c of checks) {
    const d = c._zod.def;
    if (d.check === 'greater_than' && typeof d['value'] === 'number') lo = d['value'];
    if (d.check === 'less_than' && typeof d['value'] === 'number') hi = d['value'];
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(Math.max(lo, -1e9)), max: Math.floor(Math.min(hi, 1e9)) }),
    fc.constantFrom(lo, hi, lo - 1, hi + 1, 0, -1, 15, 30, 45, 60, 0.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** Values of the schema's input shape. `depth` bounds recursion. */
export function arbitraryFor(schema: z.ZodType | unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(undefined);
  const def = defOf(schema);
  const next = (s: unknown) => arbitraryFor(s, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def['values'] as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def['entries'] as Record<string, unknown>));
    case 'array': {
      const checks = (def['checks'] as Check[] | undefined) ?? [];
      const maxCheck = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def['maximum'];
      const max = typeof maxCheck === 'number' ? Math.min(maxCheck + 1, 6) : 5;
      return fc.array(next(def['element']), { maxLength: max });
    }
    case 'object': {
      const shape = def['shape'] as Record<string, unknown>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) fields[key] = next(field);
      // Every key may be left out; most runs keep most of them.
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'optional':
      return fc.option(next(def['innerType']), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def['innerType']), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def['innerType']);
    case 'union':
      return fc.oneof(...(def['options'] as unknown[]).map(next));
    case 'pipe': {
      // preprocess(fn, schema) is pipe(transform, schema): generate for the schema; otherwise for the input side.
      const inner = defOf(def['in']);
      return inner.type === 'transform' ? next(def['out']) : next(def['in']);
    }
    case 'lazy':
      return next((def['getter'] as () => unknown)());
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Mutations of a valid example: one field replaced, removed, given a wrong type, or a key added. */
export function mutatedExample(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  const junk = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    hintString,
    fc.constantFrom(null, true, 0, -1, 1e21, [], {}, 'x'.repeat(5000)),
  );
  const replaceTop = fc.tuple(fc.constantFrom(...keys), junk).map(([k, v]) => ({ ...example, [k]: v }));
  const removeTop = fc.constantFrom(...keys).map((k) => {
    const copy = { ...example };
    delete copy[k];
    return copy;
  });
  const addKey = fc.tuple(fc.string({ maxLength: 12 }), junk).map(([k, v]) => ({ ...example, [k]: v }));
  const replaceNested = fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 10 }), junk).map(([k, nk, v]) => {
    const inner = example[k];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const innerKeys = Object.keys(inner);
      const target = innerKeys.length ? innerKeys[nk.length % innerKeys.length]! : nk;
      return { ...example, [k]: { ...(inner as Record<string, unknown>), [target]: v } };
    }
    return { ...example, [k]: v };
  });
  return keys.length ? fc.oneof(replaceTop, removeTop, addKey, replaceNested) : addKey;
}

/** Bodies that are not a JSON object at all: scalars, arrays, and text that is not JSON. */
export const nonObjectBody: fc.Arbitrary<{ raw: string }> = fc.oneof(
  fc.json({ maxDepth: 2 }).map((raw) => ({ raw })),
  fc.string({ maxLength: 40 }).map((raw) => ({ raw })),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{}}}', '\u0000').map((raw) => ({ raw })),
);
