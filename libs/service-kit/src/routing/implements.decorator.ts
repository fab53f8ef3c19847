import 'reflect-metadata';
import {
  type ArgumentMetadata,
  applyDecorators,
  Header,
  HttpCode,
  type PipeTransform,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UsePipes,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type {
  RouteBodyData,
  RouteContract,
  RouteParamsData,
  RouteQueryData,
  RouteResponse,
  RouteResult,
} from '@vetnow/contracts/api';
import type { ZodType } from 'zod';
import { Public, Roles } from '../auth/auth.decorators.js';
import { ZodValidationPipe } from '../errors/zod-validation.pipe.js';

/** Metadata key of the contract a handler implements (read by `registeredContracts`). */
export const CONTRACT_METADATA = 'vetnow:route-contract';

/**
 * A service's stricter reading of the contract's request (the same output type): e.g. svc-booking refuses
 * card secrets in a booking with their own code before the contract's schema runs.
 */
export interface ImplementsOptions<C extends RouteContract> {
  params?: ZodType<RouteParamsData<C>>;
  query?: ZodType<RouteQueryData<C>>;
  body?: ZodType<RouteBodyData<C>>;
}

/** What the handler may return: the success body of the contract (nothing for a 204). */
type HandlerResult<C extends RouteContract> = RouteResult<C> extends undefined ? void | undefined : RouteResult<C> | RouteResponse<C>;
type Handler<C extends RouteContract> = (...args: never[]) => HandlerResult<C> | Promise<HandlerResult<C>>;

/**
 * `@Implements(API.booking.book)` — the Nest handler of one route contract (ADR 0016/0017): method and path
 * come from the contract (Nest's RequestMapping, path without the leading slash, so the controller has no
 * prefix), access from `access` (`public` → @Public, `user`/`doctor`/`admin` → @Roles, `authenticated` →
 * the global guard's signed-in check), the success status from `successStatus` (200 unless given), and the
 * handler's `@Param()`, `@Query()` and `@Body()` (whole or by name) are validated with the contract's schemas
 * through the kit's zod pipe (400 VALIDATION_FAILED with the schema's exact message). The handler must read
 * every part of the request its contract declares, and return the contract's success body (checked by tsc).
 */
export function Implements<C extends RouteContract>(contract: C, options: ImplementsOptions<C> = {}) {
  const schemas: RequestSchemas = {
    params: options.params ?? contract.params,
    query: options.query ?? contract.query,
    body: options.body ?? contract.body,
  };
  const decorators: (MethodDecorator | ClassDecorator)[] = [
    SetMetadata(CONTRACT_METADATA, contract),
    RequestMapping({ path: contract.path.replace(/^\//, ''), method: RequestMethod[contract.method] }),
    HttpCode(contract.successStatus ?? 200),
    UsePipes(new ContractValidationPipe(contract.name, schemas)),
  ];
  // A text answer (an iCalendar event) goes out as the contract's media type, not as JSON.
  if (contract.responseType && contract.responseType !== 'application/json') {
    decorators.push(Header('content-type', `${contract.responseType}; charset=utf-8`));
  }
  if (contract.access === 'public') decorators.push(Public());
  else if (contract.access !== 'authenticated') decorators.push(Roles(contract.access));
  const apply = applyDecorators(...decorators);

  return <H extends Handler<C>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    assertReadsRequest(contract, schemas, target, key);
    apply(target, key, descriptor);
  };
}

interface RequestSchemas {
  params: ZodType | undefined;
  query: ZodType | undefined;
  body: ZodType | undefined;
}

// Nest's RouteParamtypes of the parts a contract describes (ROUTE_ARGS_METADATA keys are `<type>:<index>`).
const BODY = '3';
const QUERY = '4';
const PARAM = '5';

/**
 * Parameter decorators run before the method's decorators: a handler that would not read (and so not
 * validate) a part of the request its contract declares is refused when the controller is loaded.
 */
function assertReadsRequest(contract: RouteContract, schemas: RequestSchemas, target: object, key: string | symbol): void {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<string, unknown>;
  const read = new Set(Object.keys(args).map((k) => k.split(':')[0]));
  const missing = [
    ...(schemas.params && !read.has(PARAM) ? ['@Param()'] : []),
    ...(schemas.query && !read.has(QUERY) ? ['@Query()'] : []),
    ...(schemas.body && !read.has(BODY) ? ['@Body()'] : []),
  ];
  if (missing.length > 0) {
    throw new Error(`${String(key)} implements ${contract.name} but does not read ${missing.join(', ')} (left unvalidated)`);
  }
}

/** The kit's zod pipe per part of the request, chosen by the parameter's decorator (`@Body()`, `@Param('id')`…). */
class ContractValidationPipe implements PipeTransform {
  private readonly pipes = new Map<string, ZodValidationPipe<unknown>>();

  constructor(
    private readonly name: string,
    private readonly schemas: RequestSchemas,
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const pipe = this.pipeFor(metadata);
    return pipe ? pipe.transform(value) : value;
  }

  private pipeFor({ type, data }: ArgumentMetadata): ZodValidationPipe<unknown> | undefined {
    const part = type === 'body' ? 'body' : type === 'query' ? 'query' : type === 'param' ? 'params' : undefined;
    if (!part) return undefined; // @CurrentUser(), @Headers(), @Req()…: not the contract's to validate
    const key = `${part}:${data ?? ''}`;
    let pipe = this.pipes.get(key);
    if (!pipe) {
      const whole = this.schemas[part];
      if (!whole) return undefined;
      const schema = data ? fieldOf(whole, data, this.name) : whole;
      const missing = part === 'body' ? 'Request body must be a JSON object' : part === 'query' ? 'Invalid query' : `Invalid ${data ?? 'request'}`;
      pipe = new ZodValidationPipe(schema, missing);
      this.pipes.set(key, pipe);
    }
    return pipe;
  }
}

function fieldOf(schema: ZodType, field: string, name: string): ZodType {
  const shape = (schema as { shape?: Record<string, ZodType> }).shape;
  const fieldSchema = shape?.[field];
  if (!fieldSchema) throw new Error(`${name}: the contract's schema has no field ${field}`);
  return fieldSchema;
}
