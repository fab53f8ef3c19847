import { ServiceUnavailableException } from '@nestjs/common';
import type { HealthCheckResult } from '@nestjs/terminus';
import { resultOfFailedCheck, toHealthBody } from './health-body.js';
import { natsDownAnswer } from './__fixtures__/health-answers.js';

const up = { status: 'up' } as const;
const down = { status: 'down' } as const;

describe('toHealthBody', () => {
  it('answers our shape, not terminus\' info/error/details', () => {
    const result: HealthCheckResult = { status: 'ok', info: { database: up, nats: up }, error: {}, details: { database: up, nats: up } };
    expect(toHealthBody('auth', result)).toEqual({ status: 'ok', service: 'auth', checks: { database: 'up', nats: 'up' } });
  });

  it('names what is down, and counts a check terminus did not report as down', () => {
    expect(toHealthBody('clinic', { status: 'error', details: { database: up, nats: down } })).toEqual(natsDownAnswer('clinic'));
    expect(toHealthBody('clinic', { status: 'error', details: { nats: up } })).toEqual(
      expect.objectContaining({ checks: { database: 'down', nats: 'up' }, message: 'Unhealthy: database down' }),
    );
  });

  it('answers 503 while the app shuts down, even with every check up', () => {
    expect(toHealthBody('booking', { status: 'shutting_down', details: { database: up, nats: up } })).toEqual(
      expect.objectContaining({ status: 'error', statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Unhealthy: shutting down' }),
    );
  });
});

describe('resultOfFailedCheck', () => {
  it('takes terminus\' result out of its 503 and rethrows anything else', () => {
    const result: HealthCheckResult = { status: 'error', details: { database: down, nats: up } };
    expect(resultOfFailedCheck(new ServiceUnavailableException(result))).toEqual(result);
    const bug = new Error('indicator bug');
    expect(() => resultOfFailedCheck(bug)).toThrow(bug);
    const other = new ServiceUnavailableException('not a health result');
    expect(() => resultOfFailedCheck(other)).toThrow(other);
  });
});
