import { shopTime } from './format';

describe('shopTime', () => {
  it('reads a moment on the shop’s clock, with its zone', () => {
    expect(shopTime(new Date('2026-11-26T17:41:00Z'), 'America/Los_Angeles')).toBe('Nov 26, 2026, 9:41 AM PST');
    expect(shopTime(new Date('2026-07-01T07:05:00Z'), 'America/Los_Angeles')).toBe('Jul 1, 2026, 12:05 AM PDT');
  });
});
