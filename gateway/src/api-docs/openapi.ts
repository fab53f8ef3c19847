/**
 * The OpenAPI 3.1 document of the API, generated from the route contracts (ADR 0016) with zod's own JSON
 * Schema output (draft 2020-12, which OpenAPI 3.1 uses). Served by the gateway at /api/openapi.json.
 * Shared entities (Doctor, Appointment, …) are components; every route lists its own and the implied error
 * codes, grouped by status, with an example answer per code.
 */
// Server-only (the gateway's document): the whole of zod, with its JSON Schema conversion (ADR 0037, ADR 0071).
import { z } from 'zod';
import { appointmentSchema } from '@vetnow/contracts/appointment';
import { savedCardSchema } from '@vetnow/contracts/card';
import { doctorSchema, timeSlotSchema } from '@vetnow/contracts/doctor';
import { ERROR_CODES, type ErrorCode } from '@vetnow/contracts/errors';
import { diagnosisSummarySchema } from '@vetnow/contracts/questionnaire';
import { publicUserSchema } from '@vetnow/contracts/user';
import { allErrorCodes, ROUTE_CONTRACTS, type RouteContract } from '@vetnow/contracts/api';
// The examples are a module of their own, beside the route table the browser loads (ADR 0072).
import { exampleOf } from '@vetnow/contracts/api/examples';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  /** Server URL the paths are relative to. */
  readonly serverUrl?: string;
}

const ACCESS_TEXT: Record<RouteContract['access'], string> = {
  public: 'Anyone',
  authenticated: 'Any signed-in account',
  user: 'Pet owners',
  doctor: 'Doctors',
  admin: 'Admins',
  staff: 'Front-desk staff',
};

/** Entities answered by several routes: extracted as components.schemas. */
function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  registry.add(doctorSchema, { id: 'Doctor' });
  registry.add(appointmentSchema, { id: 'Appointment' });
  registry.add(publicUserSchema, { id: 'PublicUser' });
  registry.add(savedCardSchema, { id: 'SavedCard' });
  registry.add(timeSlotSchema, { id: 'TimeSlot' });
  registry.add(diagnosisSummarySchema, { id: 'DiagnosisSummary' });
  return registry;
}

/** Rewrites `#/$defs/X` to `#/components/schemas/X` everywhere in a JSON value. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : toComponentRefs(v);
    }
    return out;
  }
  return value;
}

class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly registry = componentRegistry();
  private readonly empty = z.registry<{ id: string }>();

  /** Requests are inlined (input shapes); responses share the entity components. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      metadata: io === 'output' ? this.registry : this.empty,
      reused: 'inline',
      cycles: 'ref',
    }) as JsonSchema;
    const { $schema: _schema, $defs, ...rest } = json;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const converted = toComponentRefs(def) as JsonSchema;
      const existing = this.components[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(converted)) {
        throw new Error(`Component ${name} is generated two different ways`);
      }
      this.components[name] = converted;
    }
    return toComponentRefs(rest) as JsonSchema;
  }
}

function parameters(
  writer: SchemaWriter,
  schema: z.ZodType | undefined,
  where: 'path' | 'query' | 'header',
  examples: Readonly<Record<string, string>> = {},
): JsonSchema[] {
  if (!schema) return [];
  const json = writer.convert(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
    // The route's static example (ADR 0072), valid for the route's schema (contracts api.spec.ts).
    ...(examples[name] === undefined ? {} : { example: examples[name] }),
  }));
}

/** `/doctors/:id/slots` → `/doctors/{id}/slots`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function errorResponses(contract: RouteContract): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of allErrorCodes(contract)) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, JsonSchema> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: codes.map((c) => `${c}: ${ERROR_CODES[c].message}`).join('\n'),
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: '#/components/schemas/ErrorResponse' }, { properties: { code: { enum: codes } } }],
          },
          examples: Object.fromEntries(
            codes.map((c) => [c, { value: { statusCode: status, code: c, message: ERROR_CODES[c].message } }]),
          ),
        },
      },
    };
  }
  return out;
}

function operation(writer: SchemaWriter, contract: RouteContract): JsonSchema {
  const example = exampleOf(contract) ?? {};
  const status = String(contract.successStatus ?? 200);
  const success: JsonSchema =
    status === '204'
      ? { description: 'No content' }
      : {
          description: 'Success',
          content: {
            [contract.responseType ?? 'application/json']: {
              schema: writer.convert(contract.response, 'output'),
              ...(example.response === undefined ? {} : { example: example.response }),
            },
          },
        };
  const op: JsonSchema = {
    operationId: contract.name,
    summary: contract.summary,
    description: [contract.description, `Access: ${ACCESS_TEXT[contract.access]}.`].filter(Boolean).join('\n\n'),
    tags: [contract.service],
    'x-access': contract.access,
    parameters: [
      ...parameters(writer, contract.params, 'path', example.params),
      ...parameters(writer, contract.query, 'query', example.query),
      ...parameters(writer, contract.headers, 'header'),
    ],
    responses: { [status]: success, ...errorResponses(contract) },
  };
  if (contract.body) {
    const media = { schema: writer.convert(contract.body, 'input'), ...(example.body === undefined ? {} : { example: example.body }) };
    op['requestBody'] = { required: true, content: { [contract.requestType ?? 'application/json']: media } };
  }
  if (contract.access !== 'public') op['security'] = [{ bearer: [] }];
  return op;
}

export function buildOpenApiDocument(options: OpenApiOptions = {}, contracts: readonly RouteContract[] = ROUTE_CONTRACTS): JsonSchema {
  const writer = new SchemaWriter();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contracts) {
    const item = (paths[openApiPath(contract.path)] ??= {});
    item[contract.method.toLowerCase()] = operation(writer, contract);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: options.title ?? 'VetNow API',
      version: options.version ?? '1.0.0',
      description:
        'Every error answer is `{ statusCode, code, message, errors? }`: `code` is stable (translate by it), `message` is the English text.',
    },
    servers: [{ url: options.serverUrl ?? '/api' }],
    tags: ['auth', 'clinic', 'booking', 'payments', 'notify', 'gateway'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...writer.components,
        ErrorResponse: {
          type: 'object',
          required: ['statusCode', 'code', 'message'],
          properties: {
            statusCode: { type: 'integer', minimum: 400, maximum: 599 },
            code: { type: 'string', enum: Object.keys(ERROR_CODES) },
            message: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
