import { LATER_RETRY_DELAY_MS, nextAttemptAt, RETRY_WINDOW_MS } from './backoff';

const received = new Date('2026-11-23T10:00:00Z');
const minutes = (n: number) => n * 60_000;

describe('nextAttemptAt', () => {
  it('waits 1, 5 and 30 minutes, then 2 hours, after the first four failures', () => {
    let now = received;
    const gaps: number[] = [];
    for (let failures = 1; failures <= 4; failures += 1) {
      const next = nextAttemptAt(failures, received, now)!;
      gaps.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(gaps).toEqual([minutes(1), minutes(5), minutes(30), minutes(120)]);
  });

  it('then tries every 6 hours until 3 days after the request came in, and gives up after', () => {
    let now = new Date(received.getTime() + minutes(156));
    let failures = 5;
    let next = nextAttemptAt(failures, received, now);
    const later: Date[] = [];
    while (next) {
      expect(next.getTime() - now.getTime()).toBe(LATER_RETRY_DELAY_MS);
      later.push(next);
      now = next;
      failures += 1;
      next = nextAttemptAt(failures, received, now);
    }
    // 2 h 36 min of early retries, then 6-hourly ones within the 72 hours: 11 of them.
    expect(later).toHaveLength(11);
    expect(later.at(-1)!.getTime() - received.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(now.getTime() + LATER_RETRY_DELAY_MS - received.getTime()).toBeGreaterThan(RETRY_WINDOW_MS);
  });

  it('gives up on the boundary: an attempt exactly at 3 days is kept, one later is not', () => {
    const at = (ms: number) => new Date(received.getTime() + ms);
    expect(nextAttemptAt(9, received, at(RETRY_WINDOW_MS - LATER_RETRY_DELAY_MS))).toEqual(at(RETRY_WINDOW_MS));
    expect(nextAttemptAt(9, received, at(RETRY_WINDOW_MS - LATER_RETRY_DELAY_MS + 1))).toBeUndefined();
  });
});
