import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import bidsetsJson from '@/data/bidsets.json';
import { parseDataFile } from './parse';

/**
 * Bid project entry; `addenda` is HTML from the plan room. `biddate` is the shop's wall-clock
 * time as the plan room writes it ('2026-12-08 2:00 PM'); empty or missing when not set yet.
 */
export const bidProjectSchema = z.object({
  biddate: z.string().default(''),
  name: z.string().min(1),
  // http(s) only: the list may come from the plan-room host and each url becomes a link's href.
  url: z.url({ protocol: /^https?$/ }),
  addenda: z.string(),
});

export type BidProject = z.infer<typeof bidProjectSchema>;

/** Spec call 7: an object keyed by heading, each a list of projects. */
export const bidsetsFileSchema = z.record(z.string().min(1), z.array(bidProjectSchema));
export type BidProjectsByHeading = z.infer<typeof bidsetsFileSchema>;

const fallback = parseDataFile('data/bidsets.json', bidsetsFileSchema, bidsetsJson);

/** How long the pre-rendered /bidsets page keeps the plan-room list before refreshing it (s). */
export const bidsetsRevalidateSeconds = 3600;

/**
 * The public projects for the /bidsets tables: the plan room's JSON when `BIDSETS_JSON_URL` is
 * set and answers in time with valid data, else the bundled `data/bidsets.json`. Never throws, so
 * a build without network still succeeds (design.md, 'Rendering').
 */
export async function getBidProjects(): Promise<BidProjectsByHeading> {
  const url = process.env.BIDSETS_JSON_URL;
  if (!url) return fallback;
  try {
    const response = await fetch(url, {
      next: { revalidate: bidsetsRevalidateSeconds },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseDataFile(url, bidsetsFileSchema, await response.json());
  } catch (error) {
    console.warn(`Bidset projects: using bundled data (${url}: ${(error as Error).message})`);
    return fallback;
  }
}

/** How long a project whose bid closed stays listed, under "Recently closed" (days). */
export const RECENTLY_CLOSED_DAYS = 30;

/**
 * When a project's bidding closes: its bid date read in the shop's time zone. Dates are
 * `YYYY-MM-DD` or `M/D/YYYY`, optionally followed by a time (`2:00 PM`, `14:00`); a date without
 * a time closes at the end of that day.
 * @param biddate as the plan room writes it
 * @param timeZone IANA zone of the shop (`siteConfig.timeZone`)
 * @returns the instant, or undefined when there is no date or it cannot be read (the project stays open)
 */
export function bidClosesAt(biddate: string, timeZone: string): Date | undefined {
  const match =
    /^\s*(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})\/(\d{1,2})\/(\d{4}))(?:[ T]+(\d{1,2}):(\d{2})\s*([AaPp][Mm])?)?\s*$/.exec(biddate);
  if (!match) return undefined;
  const [, isoYear, isoMonth, isoDay, usMonth, usDay, usYear, hours, minutes, meridiem] = match;
  const year = Number(isoYear ?? usYear);
  const month = Number(isoMonth ?? usMonth);
  const day = Number(isoDay ?? usDay);
  let hour = hours === undefined ? 24 : Number(hours);
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (/p/i.test(meridiem) ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate() || hour > 24 || Number(minutes ?? 0) > 59) return undefined;
  return new Date(new TZDate(year, month - 1, day, hour, Number(minutes ?? 0), 0, timeZone).getTime());
}

/** Projects by heading, as the page lists them. */
export type BidGroups = [heading: string, projects: BidProject[]][];

/**
 * Splits the plan room's projects at `now`: those still open (no date, or a bid date to come)
 * and those closed within RECENTLY_CLOSED_DAYS; older ones are left out. Headings keep their
 * order, projects theirs; headings left empty are dropped.
 * @param timeZone IANA zone in which bid dates are read
 */
export function partitionBidProjects(groups: BidProjectsByHeading, now: Date, timeZone: string): { open: BidGroups; recentlyClosed: BidGroups } {
  const open: BidGroups = [];
  const recentlyClosed: BidGroups = [];
  const listedSince = now.getTime() - RECENTLY_CLOSED_DAYS * 24 * 60 * 60 * 1000;
  for (const [heading, projects] of Object.entries(groups)) {
    const closesAt = projects.map((project) => bidClosesAt(project.biddate, timeZone)?.getTime());
    const stillOpen = projects.filter((_, i) => closesAt[i] === undefined || closesAt[i] > now.getTime());
    const closed = projects.filter((_, i) => closesAt[i] !== undefined && closesAt[i] <= now.getTime() && closesAt[i] > listedSince);
    if (stillOpen.length) open.push([heading, stillOpen]);
    if (closed.length) recentlyClosed.push([heading, closed]);
  }
  return { open, recentlyClosed };
}
