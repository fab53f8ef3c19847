import { LoginRateLimiter } from './login-rate-limiter.js';

describe('LoginRateLimiter', () => {
  let t: number;
  const clock = () => t;
  beforeEach(() => {
    t = 1_000_000;
  });

  it('blocks an identifier after N failures, with the seconds until the oldest ages out, then unlocks', () => {
    const limiter = new LoginRateLimiter(
      { maxFailuresPerIdentifier: 3, maxFailuresPerIp: 100, windowMs: 60_000 },
      clock,
    );
    for (let i = 0; i < 3; i++) {
      expect(limiter.begin('Owner@X.lk', '1.1.1.1').allowed).toBe(true);
      t += 1000;
    }
    // 3 failures at t0, t0+1s, t0+2s; now t0+3s: the first leaves the window at t0+60s → 57 s.
    expect(limiter.begin(' owner@x.LK ', '2.2.2.2')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.begin('other@x.lk', '1.1.1.1').allowed).toBe(true);
    t += 57_000;
    expect(limiter.begin('owner@x.lk', '1.1.1.1').allowed).toBe(true);
  });

  it('blocks a client IP after N failures across identifiers; a later success does not reset the IP', () => {
    const limiter = new LoginRateLimiter(
      { maxFailuresPerIdentifier: 100, maxFailuresPerIp: 2, windowMs: 10_000 },
      clock,
    );
    limiter.begin('a', '9.9.9.9');
    const ok = limiter.begin('b', '9.9.9.9');
    limiter.succeeded('b', '9.9.9.9', ok.attempt!);
    limiter.begin('c', '9.9.9.9');
    expect(limiter.begin('d', '9.9.9.9')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.begin('d', '8.8.8.8').allowed).toBe(true);
  });

  it('counts parallel attempts before their outcome is known', () => {
    const limiter = new LoginRateLimiter(
      { maxFailuresPerIdentifier: 2, maxFailuresPerIp: 100, windowMs: 10_000 },
      clock,
    );
    const results = [1, 2, 3, 4].map(() => limiter.begin('a', 'ip').allowed);
    expect(results).toEqual([true, true, false, false]);
  });

  it('a success clears the identifier failures', () => {
    const limiter = new LoginRateLimiter(
      { maxFailuresPerIdentifier: 2, maxFailuresPerIp: 100, windowMs: 10_000 },
      clock,
    );
    limiter.begin('a', 'ip');
    const ok = limiter.begin('A', 'ip');
    limiter.succeeded('A', 'ip', ok.attempt!);
    limiter.begin('a', 'ip');
    expect(limiter.begin('a', 'ip').allowed).toBe(true);
    expect(limiter.begin('a', 'ip').allowed).toBe(false);
  });
});
