import { tz, TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';

/**
 * The shop's calendar day, one way for every module that needs it: the site-wide notice's days,
 * the meter reading's date (its default and latest value, on the form and in the handler), the
 * staff's month of readings and the requests list's days received. Plain date-fns, without '@/'
 * imports or settings, so that the browser's forms and next.config.ts (which loads
 * lib/content/notice.ts) import it too.
 */

/**
 * The day a moment falls on in a time zone, e.g. 2026-11-25T06:30:00Z in America/Los_Angeles is
 * '2026-11-24'.
 * @param timeZone an IANA zone, the shop's (`siteConfig.timeZone`, SHOP_TIME_ZONE)
 * @param at the moment (default: now)
 * @returns 'YYYY-MM-DD', as a date input and the notice file hold a day
 * @throws RangeError for a zone that is not one
 */
export function shopDate(timeZone: string, at: Date = new Date()): string {
  return formatISO(at, { representation: 'date', in: tz(timeZone) });
}

/**
 * The moment a day of the shop's calendar begins, for a filter by day received: a request received
 * at 11:30 PM in the shop is on that day, although UTC has moved on to the next.
 * @param day 'YYYY-MM-DD', a real calendar day (the caller's schema checks it)
 * @param timeZone an IANA zone, the shop's (`siteConfig.timeZone`)
 * @param daysLater the days to move forward first: 1 for the end of `day` (the start of the next)
 * @returns the first moment of that day, midnight on the shop's clock (a day is 23 or 25 hours long
 *   when the clocks change)
 * @throws RangeError for a zone that is not one
 */
export function shopDayStart(day: string, timeZone: string, daysLater = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  const start = new TZDate(year, month - 1, date + daysLater, timeZone).getTime();
  // TZDate answers NaN for an unknown zone where shopDate's formatter throws: one answer for both.
  if (Number.isNaN(start)) throw new RangeError(`Not a day in a time zone: ${day} in ${timeZone}`);
  return new Date(start);
}
