import { LOGIN_THROTTLE } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  it('lets the first failures through at full speed, then slows each answer more, then refuses', () => {
    let now = 0;
    const throttle = new LoginThrottle({ now: () => now, stepMs: 400 });
    const delays: number[] = [];
    for (let failure = 0; failure < LOGIN_THROTTLE.maxAttempts; failure += 1) {
      const decision = throttle.check('a@b.c|1.2.3.4');
      expect(decision.isRefused).toBe(false);
      delays.push(decision.delayMs);
      throttle.recordFailure('a@b.c|1.2.3.4');
    }
    expect(delays.slice(0, LOGIN_THROTTLE.freeAttempts).every((delay) => delay === 0)).toBe(true);
    const slowed = delays.slice(LOGIN_THROTTLE.freeAttempts);
    expect(slowed[0]).toBeGreaterThan(0);
    expect(slowed).toEqual([...slowed].sort((a, b) => a - b));
    expect(throttle.check('a@b.c|1.2.3.4').isRefused).toBe(true);
    expect(throttle.check('other@b.c|1.2.3.4').isRefused).toBe(false);

    now += LOGIN_THROTTLE.windowMs + 1;
    expect(throttle.check('a@b.c|1.2.3.4')).toEqual({ isRefused: false, delayMs: 0 });
  });

  it('forgets the failures after a successful sign-in', () => {
    const throttle = new LoginThrottle();
    for (let failure = 0; failure < LOGIN_THROTTLE.maxAttempts; failure += 1) throttle.recordFailure('k');
    throttle.reset('k');
    expect(throttle.check('k').isRefused).toBe(false);
  });

  it('sweeps the expired counts once it holds many keys, keeping the live ones', () => {
    let now = 0;
    const throttle = new LoginThrottle({ now: () => now, sweepAboveKeys: 3 });
    throttle.recordFailure('old-1');
    throttle.recordFailure('old-2');
    now += LOGIN_THROTTLE.windowMs + 1;
    throttle.recordFailure('live');
    expect(throttle.size).toBe(3);
    throttle.recordFailure('new');
    expect(throttle.size).toBe(2);
    expect(throttle.check('live')).toEqual({ isRefused: false, delayMs: 0 });
  });
});
