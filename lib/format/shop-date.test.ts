import { shopDate, shopDayStart } from './shop-date';

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

describe('shopDayStart', () => {
  it.each([
    ['an ordinary day (PST)', '2026-11-24', 0, '2026-11-24T08:00:00.000Z'],
    ['its end, the start of the next day', '2026-11-24', 1, '2026-11-25T08:00:00.000Z'],
    ['the spring change day, begun on standard time', '2026-03-08', 0, '2026-03-08T08:00:00.000Z'],
    ['its end, 23 hours later, on daylight time', '2026-03-08', 1, '2026-03-09T07:00:00.000Z'],
    ['the autumn change day, begun on daylight time', '2026-11-01', 0, '2026-11-01T07:00:00.000Z'],
    ['its end, 25 hours later, on standard time', '2026-11-01', 1, '2026-11-02T08:00:00.000Z'],
    ['the end of the year, into the next', '2026-12-31', 1, '2027-01-01T08:00:00.000Z'],
  ])('in Los Angeles, %s: %s + %i days begins at %s', (_, day, daysLater, at) => {
    expect(shopDayStart(day, LA, daysLater).toISOString()).toBe(at);
  });

  it('holds every moment shopDate names as that day, and none of the next', () => {
    const start = shopDayStart('2026-11-24', LA);
    const end = shopDayStart('2026-11-24', LA, 1);
    expect(shopDate(LA, start)).toBe('2026-11-24');
    expect(shopDate(LA, new Date(end.getTime() - 1))).toBe('2026-11-24');
    expect(shopDate(LA, end)).toBe('2026-11-25');
  });

  it('refuses a zone that is not one', () => {
    expect(() => shopDayStart('2026-11-24', 'Nowhere/Zone')).toThrow(RangeError);
  });
});
