// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { readContentSingleton } from './content-folder';
import { shopFileSchema, WEEKDAYS, type ShopFile } from './schemas/shop-file';

/** The shop's identity and hours (docs/editing.md). */
export const SHOP_FILE = 'data/content/shop.json';

/** Days in a row open the same hours, as schema.org's OpeningHoursSpecification states them. */
export interface OpeningHours {
  /** English day names, e.g. ['Monday', 'Tuesday']. */
  days: string[];
  /** 24-hour times, e.g. '08:00' and '17:00'. */
  opens: string;
  closes: string;
}

/**
 * The shop's identity and hours as its file says them, checked against their schema.
 * @param file relative to the project root (tests give a copy)
 * @throws Error naming the file and the field of a bad entry (lib/content/parse.ts), or that it is missing
 */
export function readShop(file = SHOP_FILE): ShopFile {
  return readContentSingleton(file, shopFileSchema);
}

/** A weekday's English name, e.g. 'monday' -> 'Monday'. */
function dayName(day: string): string {
  return day[0].toUpperCase() + day.slice(1);
}

/**
 * The days the shop is closed, in one line, as the footer says them, e.g. 'Closed Saturday and
 * Sunday'; undefined when it opens every day.
 */
export function closedDaysLabel(hours: ShopFile['hours']): string | undefined {
  const closed = WEEKDAYS.filter((day) => !hours[day]).map(dayName);
  return closed.length ? `Closed ${new Intl.ListFormat('en-US').format(closed)}` : undefined;
}

/**
 * The week's opening hours, days in a row with the same hours together (closed days left out),
 * e.g. Monday-Friday 08:00-17:00 and Saturday 09:00-13:00 give two entries.
 */
export function openingHours(hours: ShopFile['hours']): OpeningHours[] {
  const groups: OpeningHours[] = [];
  let previous: string | undefined;
  for (const day of WEEKDAYS) {
    const today = hours[day];
    const name = dayName(day);
    if (today && today === previous) groups[groups.length - 1].days.push(name);
    else if (today) groups.push({ days: [name], opens: today.slice(0, 5), closes: today.slice(6) });
    previous = today;
  }
  return groups;
}

/** A 24-hour time as people say it: '08:00' -> '8am', '12:30' -> '12:30pm', '00:00' -> '12am'. */
function spokenTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * The opening hours in one line, as the header and footer show them (docs/requirements.md#header,
 * rule 2), e.g. 'Monday-Friday 8am-5pm' or 'Monday-Friday 8am-5pm, Saturday 9am-1pm'.
 */
export function openingHoursLabel(groups: OpeningHours[]): string {
  return groups
    .map(({ days, opens, closes }) => {
      const span = days.length > 1 ? `${days[0]}-${days[days.length - 1]}` : days[0];
      return `${span} ${spokenTime(opens)}-${spokenTime(closes)}`;
    })
    .join(', ');
}
