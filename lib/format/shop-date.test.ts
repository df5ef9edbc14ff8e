import { shopDate } from './shop-date';

const LA = 'America/Los_Angeles';

describe('shopDate', () => {
  it.each([
    ['the last second of a day in the shop (the next day in UTC)', '2026-11-25T07:59:59Z', '2026-11-24'],
    ['the first second of the next day in the shop', '2026-11-25T08:00:00Z', '2026-11-25'],
    ['the last second before the spring change day, on standard time', '2026-03-08T07:59:59Z', '2026-03-07'],
    ['the first second of the spring change day (PST)', '2026-03-08T08:00:00Z', '2026-03-08'],
    ['the last second of the spring change day, now on daylight time (PDT)', '2026-03-09T06:59:59Z', '2026-03-08'],
    ['the first second after the spring change day (PDT)', '2026-03-09T07:00:00Z', '2026-03-09'],
    ['the first second of the autumn change day (PDT)', '2026-11-01T07:00:00Z', '2026-11-01'],
    ['the last second of the autumn change day, now on standard time (PST)', '2026-11-02T07:59:59Z', '2026-11-01'],
    ['the first second after the autumn change day (PST)', '2026-11-02T08:00:00Z', '2026-11-02'],
  ])('in Los Angeles, at %s (%s): %s', (_, at, day) => {
    expect(shopDate(LA, new Date(at))).toBe(day);
  });

  it("follows the zone it is given, not the server's", () => {
    const lateEvening = new Date('2026-11-25T06:30:00Z');
    expect(shopDate(LA, lateEvening)).toBe('2026-11-24');
    expect(shopDate('UTC', lateEvening)).toBe('2026-11-25');
    expect(shopDate('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('is today by default', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T06:30:00Z') });
    try {
      expect(shopDate(LA)).toBe('2026-11-24');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a zone that is not one', () => {
    expect(() => shopDate('Nowhere/Zone', new Date('2026-11-25T06:30:00Z'))).toThrow(RangeError);
  });
});
