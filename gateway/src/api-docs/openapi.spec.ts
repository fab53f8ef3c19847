import { Validator } from '@seriousme/openapi-schema-validator';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { API, ROUTES } from '@vetnow/contracts/api';
import { BOOKING_EXAMPLES, CLINIC_EXAMPLES, PAYMENTS_EXAMPLES } from '@vetnow/contracts/api/examples';
import { buildOpenApiDocument, openApiPath } from './openapi.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec walks an untyped JSON document
type Json = Record<string, any>;

/** Every `$ref` in the document, with where it was found. */
function refs(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refs(v, `${at}/${k}`)));
}

function resolve(doc: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument() as Json;

  it('validates as OpenAPI 3.1 with a maintained validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of ROUTES with its method', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    for (const r of ROUTES) {
      expect({ route: `${r.method} ${r.path}`, present: Boolean(doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]) }).toEqual({
        route: `${r.method} ${r.path}`,
        present: true,
      });
    }
  });

  it('resolves every $ref inside the document', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const { ref, at } of all) expect({ ref, at, found: resolve(doc, ref) !== undefined }).toEqual({ ref, at, found: true });
  });

  it('describes params, query, body, success and bearer security from the contract', () => {
    const slots = doc.paths['/doctors/{id}/slots'].get;
    expect(slots.operationId).toBe('clinic.getSlots');
    expect(slots.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'date', in: 'query', required: false }),
      ]),
    );
    expect(slots.security).toBeUndefined();
    const book = doc.paths['/appointments/book'].post;
    expect(book.security).toEqual([{ bearer: [] }]);
    expect(book.requestBody.content['application/json'].schema.properties).toHaveProperty('timeSlot');
    expect(book.responses['201'].content['application/json'].schema).toBeDefined();
    expect(book.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]));
    expect(doc.paths['/auth/logout'].post.responses['204']).toEqual({ description: 'No content' });
    expect(doc.components.schemas.Doctor).toBeDefined();
  });

  it('describes the two live routes as text/event-stream answers (their errors stay JSON), and who may call them', () => {
    for (const [path, access] of [
      ['/desk/day-sheet/events', 'Front-desk staff'],
      ['/doctors/dashboard/events', 'Doctors'],
    ] as const) {
      const op = doc.paths[path].get;
      expect({ path, content: op.responses['200'].content }).toEqual({ path, content: { 'text/event-stream': { schema: { type: 'string' } } } });
      expect(Object.keys(op.responses['401'].content)).toEqual(['application/json']);
      expect(op.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'date', in: 'query', required: false })]));
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(op.description).toContain(`Access: ${access}.`);
    }
    expect(doc.paths['/desk/appointments/{id}/check-in'].post['x-access']).toBe('staff');
    expect(doc.paths['/admin/staff'].post.responses['201'].content['application/json'].schema).toBeDefined();
  });

  it('answers each listed error code under its status, with an example {statusCode, code, message}', () => {
    const book = doc.paths['/appointments/book'].post;
    const conflict = book.responses['409'].content['application/json'];
    expect(conflict.examples.BOOKING_SLOT_TAKEN.value).toEqual({
      statusCode: 409,
      code: 'BOOKING_SLOT_TAKEN',
      message: ERROR_CODES.BOOKING_SLOT_TAKEN.message,
    });
    for (const code of API.booking.book.errors) {
      const status = String(ERROR_CODES[code].status);
      expect(book.responses[status].content['application/json'].examples[code]).toBeDefined();
    }
    expect(book.responses['401'].content['application/json'].examples).toHaveProperty('UNAUTHENTICATED');
    expect(doc.paths['/doctors'].get.responses['401']).toBeUndefined();
  });

  it("shows each route's static example from the contracts' examples (issue 42, ADR 0072): params, query, body and answer", () => {
    const slots = doc.paths['/doctors/{id}/slots'].get;
    const exampleOf = (name: string) => slots.parameters.find((p: Json) => p.name === name)?.example;
    expect({ id: exampleOf('id'), date: exampleOf('date') }).toEqual({ ...CLINIC_EXAMPLES.getSlots.params, ...CLINIC_EXAMPLES.getSlots.query });
    const book = doc.paths['/appointments/book'].post;
    expect(book.requestBody.content['application/json'].example).toEqual(BOOKING_EXAMPLES.book.body);
    const deleteCard = doc.paths['/payments/saved-cards/{id}'].delete;
    expect(deleteCard.responses['200'].content['application/json'].example).toEqual(PAYMENTS_EXAMPLES.deleteCard.response);
    expect(doc.paths['/payments/saved-cards'].get.responses['200'].content['application/json']).not.toHaveProperty('example');
  });
});
