import { tz } from '@date-fns/tz';
import { formatISO } from 'date-fns';

/**
 * The shop's calendar day, one way for every module that needs it: the site-wide notice's days,
 * the meter reading's date (its default and latest value, on the form and in the handler) and the
 * staff's month of readings. Plain date-fns, without '@/' imports or settings, so that the
 * browser's forms and next.config.ts (which loads lib/content/notice.ts) import it too.
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
