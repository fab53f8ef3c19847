import { Body, Controller, Module, Param, Query } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { defineRoute } from '@vetnow/contracts/api';
import { z } from 'zod';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../auth/auth.decorators.js';
import { HttpErrorFilter } from '../errors/http-error.filter.js';
import { CONTRACT_METADATA, Implements } from './implements.decorator.js';
import { routeCoverage } from '../testing/route-coverage.js';
import { recordRoutes, registeredRoutes } from './registered-routes.js';

const item = z.object({ id: z.string(), name: z.string() });
const CONTRACTS = {
  create: defineRoute({
    name: 'test.create',
    method: 'POST',
    path: '/things',
    service: 'clinic',
    access: 'admin',
    summary: 'create',
    body: z.object({ name: z.string({ error: 'Name is required' }).min(1, 'Name is required') }),
    response: item,
    successStatus: 201,
    errors: [],
  }),
  search: defineRoute({
    name: 'test.search',
    method: 'GET',
    path: '/things',
    service: 'clinic',
    access: 'public',
    summary: 'search',
    query: z.object({ page: z.coerce.number().int().min(1, 'Page must be at least 1').default(1) }),
    response: z.array(item),
    errors: [],
  }),
  rename: defineRoute({
    name: 'test.rename',
    method: 'PATCH',
    path: '/things/:id/name',
    service: 'clinic',
    access: 'authenticated',
    summary: 'rename',
    params: z.object({ id: z.string().regex(/^t\d+$/, 'Invalid thing ID') }),
    body: z.object({ name: z.string().min(1, 'Name is required') }),
    response: item,
    errors: [],
  }),
  remove: defineRoute({
    name: 'test.remove',
    method: 'DELETE',
    path: '/things/:id',
    service: 'clinic',
    access: 'user',
    summary: 'remove',
    params: z.object({ id: z.string() }),
    response: z.undefined(),
    successStatus: 204,
    errors: [],
  }),
  ping: defineRoute({
    name: 'test.ping',
    method: 'POST',
    path: '/ping',
    service: 'clinic',
    access: 'public',
    summary: 'ping',
    response: z.object({ ok: z.literal(true) }),
    errors: [],
  }),
};

@Controller()
class ThingsController {
  @Implements(CONTRACTS.create)
  create(@Body() body: { name: string }) {
    return { id: 't1', name: body.name };
  }

  @Implements(CONTRACTS.search)
  search(@Query() query: { page: number }) {
    return [{ id: `t${query.page}`, name: typeof query.page }];
  }

  @Implements(CONTRACTS.rename, { body: z.object({ name: z.string().trim().toUpperCase().min(1, 'Name is required') }) })
  rename(@Param('id') id: string, @Body() body: { name: string }) {
    return { id, name: body.name };
  }

  @Implements(CONTRACTS.remove)
  async remove(@Param() _params: { id: string }): Promise<void> {}

  @Implements(CONTRACTS.ping)
  ping() {
    return { ok: true as const };
  }
}

@Module({ controllers: [ThingsController], providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }] })
class ThingsModule {}

describe('@Implements(contract)', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    const adapter = new FastifyAdapter();
    recordRoutes(adapter.getInstance());
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, adapter, { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("registers each handler at its contract's method and path", () => {
    expect(registeredRoutes(app).map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /things/:id',
      'GET /things',
      'PATCH /things/:id/name',
      'POST /ping',
      'POST /things',
    ]);
  });

  it("routeCoverage names the service's contracts the app lacks and the routes no contract describes", () => {
    const { missing, extra } = routeCoverage(app, 'clinic');
    expect(missing).toEqual(expect.arrayContaining(['GET /doctors', 'GET /doctors/:id/slots', 'POST /admin/doctors']));
    expect(extra).toEqual(['DELETE /things/:id', 'GET /things', 'PATCH /things/:id/name', 'POST /ping', 'POST /things']);
  });

  it("answers the contract's success status: 201, 204, and 200 for a POST without one", async () => {
    const created = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Rex' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 't1', name: 'Rex' });
    expect((await app.inject({ method: 'DELETE', url: '/things/t1' })).statusCode).toBe(204);
    const ping = await app.inject({ method: 'POST', url: '/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ ok: true });
  });

  it("validates the body, the query and a named param with the contract's schemas", async () => {
    const noName = await app.inject({ method: 'POST', url: '/things', payload: { name: '' } });
    expect(noName.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
    const noBody = await app.inject({ method: 'POST', url: '/things' });
    expect(noBody.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Request body must be a JSON object' });
    expect((await app.inject({ method: 'GET', url: '/things?page=3' })).json()).toEqual([{ id: 't3', name: 'number' }]);
    expect((await app.inject({ method: 'GET', url: '/things' })).json()).toEqual([{ id: 't1', name: 'number' }]);
    expect((await app.inject({ method: 'GET', url: '/things?page=0' })).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Page must be at least 1',
    });
    const badId = await app.inject({ method: 'PATCH', url: '/things/x9/name', payload: { name: 'a' } });
    expect(badId.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid thing ID' });
  });

  it("uses the service's stricter reading of the body when given", async () => {
    const res = await app.inject({ method: 'PATCH', url: '/things/t7/name', payload: { name: ' rex ' } });
    expect(res.json()).toEqual({ id: 't7', name: 'REX' });
  });

  it('sets the access of the contract: @Public, @Roles(role), or signed-in only', () => {
    const proto = ThingsController.prototype;
    expect(Reflect.getMetadata(IS_PUBLIC_KEY, proto.search)).toBe(true);
    expect(Reflect.getMetadata(ROLES_KEY, proto.search)).toBeUndefined();
    expect(Reflect.getMetadata(ROLES_KEY, proto.create)).toEqual(['admin']);
    expect(Reflect.getMetadata(ROLES_KEY, proto.remove)).toEqual(['user']);
    expect(Reflect.getMetadata(ROLES_KEY, proto.rename)).toBeUndefined();
    expect(Reflect.getMetadata(IS_PUBLIC_KEY, proto.rename)).toBeUndefined();
    expect(Reflect.getMetadata(CONTRACT_METADATA, proto.rename)).toBe(CONTRACTS.rename);
  });

  it('refuses a handler that does not read a part of the request its contract declares', () => {
    expect(() => {
      class Forgetful {
        @Implements(CONTRACTS.rename)
        rename(@Param('id') id: string) {
          return { id, name: '' };
        }
      }
      return Forgetful;
    }).toThrow('rename implements test.rename but does not read @Body() (left unvalidated)');
  });
});
