import { KIT_MESSAGES } from '../errors/error-messages.js';
import { Writable } from 'node:stream';
import { Controller, Get, Logger, Module, Post } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../auth/auth.decorators.js';
import { createServiceApp } from '../bootstrap.js';
import { ConfigModule } from '../config/config.module.js';
import { ValidBody } from '../errors/zod-validation.pipe.js';
import { HttpErrorFilter } from '../errors/http-error.filter.js';
import { APP_FILTER } from '@nestjs/core';
import { createLogger, REDACTED, redactSensitive } from './logger.js';
import { PinoNestLogger } from './pino-nest-logger.js';


/** A pino destination collecting the JSON lines. */
function captureStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>), text: () => lines.join('\n') };
}

const CARD = '4111111111111111';
const CVV = '737';
const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('redactSensitive', () => {
  it('censors sensitive keys at any depth and in any spelling, keeping the rest', () => {
    const input = {
      email: 'a@b.co',
      password: 'hunter2',
      nested: { deeper: [{ confirmPassword: 'hunter2', card: { number: CARD, cvv: '123', last4: '1111' } }] },
      headers: { Authorization: `Bearer ${TOKEN}`, cookie: 'sid=1', 'user-agent': 'jest' },
      card_number: CARD,
      'Card-Number': CARD,
      newPassword: 'x',
      token: TOKEN,
    };
    const out = redactSensitive(input) as typeof input;
    expect(out).toEqual({
      email: 'a@b.co',
      password: REDACTED,
      nested: { deeper: [{ confirmPassword: REDACTED, card: { number: REDACTED, cvv: REDACTED, last4: '1111' } }] },
      headers: { Authorization: REDACTED, cookie: REDACTED, 'user-agent': 'jest' },
      card_number: REDACTED,
      'Card-Number': REDACTED,
      newPassword: REDACTED,
      token: REDACTED,
    });
    expect(input.password).toBe('hunter2'); // the caller's object is untouched
  });

  it('handles cycles and errors with sensitive fields', () => {
    const cyclic: Record<string, unknown> = { password: 'p' };
    cyclic.self = cyclic;
    expect(redactSensitive(cyclic)).toEqual({ password: REDACTED, self: '[Circular]' });
    const err = Object.assign(new Error('boom'), { config: { headers: { authorization: 'Bearer x' } } });
    const out = redactSensitive(err) as Error & { config: unknown };
    expect(out).toBeInstanceOf(Error);
    expect(out.message).toBe('boom');
    expect(out.config).toEqual({ headers: { authorization: REDACTED } });
  });
});

describe('createLogger', () => {
  it('writes JSON lines with service, level and time, without secrets', () => {
    const out = captureStream();
    const logger = createLogger('payments', { destination: out.stream });
    logger.info({ card: { cardNumber: CARD, cvv: '999', holder: 'A' }, user: { password: 'pw' } }, 'saving card');
    logger.child({ reqId: 'r1' }).warn({ body: { token: TOKEN } }, 'odd');
    const [first, second] = out.records();
    expect(first).toEqual(
      expect.objectContaining({ level: 'info', service: 'payments', msg: 'saving card', card: { cardNumber: REDACTED, cvv: REDACTED, holder: 'A' } }),
    );
    expect(typeof first?.time).toBe('string');
    expect(second).toEqual(expect.objectContaining({ level: 'warn', reqId: 'r1', body: { token: REDACTED } }));
    expect(out.text()).not.toContain(CARD);
    // The CVV, anywhere but in a timestamp (a time such as …34.999Z matched it once in a thousand runs).
    expect(out.text().replace(/"time":"[^"]*"/g, '')).not.toContain('999');
    expect(out.text()).not.toContain(TOKEN);
    expect(out.text()).not.toContain('"pw"');
  });

  it('honours the level', () => {
    const out = captureStream();
    const logger = createLogger('auth', { level: 'warn', destination: out.stream });
    logger.info('hidden');
    logger.error('shown');
    expect(out.records().map((r) => r.msg)).toEqual(['shown']);
  });
});

describe('PinoNestLogger', () => {
  it('bridges Nest log calls (context, stacks, objects) to pino', () => {
    const out = captureStream();
    const nest = new PinoNestLogger(createLogger('clinic', { level: 'trace', destination: out.stream }));
    nest.log('hello', 'Ctx');
    nest.error('failed', 'Error: x\n    at somewhere (file.js:1:1)', 'Ctx');
    nest.warn({ msg: 'with fields', password: 'pw', n: 1 }, 'Ctx');
    nest.log('Mapped {/x, GET} route', 'RouterExplorer');
    nest.error(new Error('as error'));
    const records = out.records();
    expect(records[0]).toEqual(expect.objectContaining({ level: 'info', msg: 'hello', context: 'Ctx' }));
    expect(records[1]).toEqual(expect.objectContaining({ level: 'error', msg: 'failed', context: 'Ctx', stack: expect.stringContaining('at somewhere') }));
    expect(records[2]).toEqual(expect.objectContaining({ level: 'warn', msg: 'with fields', password: REDACTED, n: 1, context: 'Ctx' }));
    expect(records[3]).toEqual(expect.objectContaining({ level: 'debug', context: 'RouterExplorer' }));
    expect(records[4]).toEqual(expect.objectContaining({ level: 'error', msg: 'as error', err: expect.objectContaining({ message: 'as error' }) }));
  });
});

// A service app whose handlers log what they receive, and fail.
@Controller()
class LoggingController {
  private readonly logger = new Logger('LoggingController');
  @Public()
  @Post('login')
  login(@ValidBody(z.object({ email: z.string(), password: z.string() })) body: { email: string; password: string }) {
    this.logger.log({ msg: 'login attempt', body });
    return { ok: true };
  }
  @Public()
  @Post('card')
  card(@ValidBody(z.object({ cardNumber: z.string(), cvv: z.string() })) body: { cardNumber: string; cvv: string }) {
    throw Object.assign(new Error('gateway refused'), { request: { body } });
  }
  @Get('whoami')
  @Public()
  whoami() {
    return {};
  }
}
@Module({
  imports: [ConfigModule.forRoot('payments')],
  controllers: [LoggingController],
  providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
})
class LoggingAppModule {}

describe('request logging of a service app', () => {
  it('logs requests with request ids and never a password, token or card number', async () => {
    const out = captureStream();
    const app = await createServiceApp(LoggingAppModule, {
      service: 'payments',
      env: { LOG_LEVEL: 'info' },
      logger: createLogger('payments', { level: 'info', destination: out.stream }),
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/login',
        headers: { authorization: `Bearer ${TOKEN}`, cookie: 'session=abc', 'x-request-id': 'req-42' },
        payload: { email: 'a@b.co', password: 'hunter2-secret' },
      });
      expect(login.statusCode).toBe(201);
      const card = await app.inject({ method: 'POST', url: '/card', payload: { cardNumber: CARD, cvv: CVV } });
      expect(card.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: KIT_MESSAGES.internal });
      await app.inject({ method: 'GET', url: `/whoami?x=1`, headers: { authorization: `Bearer ${TOKEN}` } });
    } finally {
      await app.close();
    }
    const text = out.text();
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(CARD);
    // A CVV is three digits, which a timestamp or a response time may hold by chance ("41.737Z"): look for it as a
    // value, and check every field named like one is redacted.
    expect(text).not.toContain(`"${CVV}"`);
    const cardFields = (value: unknown, key = ''): unknown[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => cardFields(v, k))
        : /cvv|cardNumber/i.test(key) ? [value] : [];
    const logged = out.records().flatMap((record) => cardFields(record));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((value) => value === REDACTED)).toBe(true);
    expect(text).not.toContain('session=abc');
    const records = out.records();
    // The handler's log line and Fastify's request lines carry the caller's request id.
    expect(records).toEqual(expect.arrayContaining([expect.objectContaining({ reqId: 'req-42', msg: 'login attempt', context: 'LoggingController' })]));
    expect(records).toEqual(expect.arrayContaining([expect.objectContaining({ reqId: 'req-42', msg: 'incoming request' })]));
    // The unexpected error is logged (with its message) even though the client only saw a generic answer.
    expect(records).toEqual(
      expect.arrayContaining([expect.objectContaining({ level: 'error', err: expect.objectContaining({ message: 'gateway refused' }) })]),
    );
  });
});
