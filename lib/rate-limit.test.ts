/** @jest-environment node */
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit in a window, refuses the next, and counts clients apart', () => {
    const limiter = new RateLimiter(3, 60_000);
    const now = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('a', now).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a', now + 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.hit('b', now + 1000).allowed).toBe(true);
  });

  it('opens again when the window has passed', () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 59_999).allowed).toBe(false);
    expect(limiter.hit('a', 60_000).allowed).toBe(true);
  });
});
