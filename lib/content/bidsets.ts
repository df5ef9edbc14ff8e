import { tz } from '@date-fns/tz';
import { addDays, isValid, parse } from 'date-fns';
import { z } from 'zod';
import bidsetsJson from '@/data/bidsets.json';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { log } from '@/lib/log';
import { fetchPlanRoom } from '@/lib/upstream/plan-room';
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

/** The plan room's list (docs/requirements.md#bid-lists): an object keyed by heading, each a list of projects. */
export const bidsetsFileSchema = z.record(z.string().min(1), z.array(bidProjectSchema));
export type BidProjectsByHeading = z.infer<typeof bidsetsFileSchema>;

const fallback = parseDataFile('data/bidsets.json', bidsetsFileSchema, bidsetsJson);

/** How long the pre-rendered /bidsets page keeps the plan-room list before refreshing it (s). */
export const bidsetsRevalidateSeconds = 3600;

/**
 * The public projects for the /bidsets tables: the plan room's JSON when `BIDSETS_JSON_URL` is
 * set and answers in time (UPSTREAM_TIMEOUT_MS) with valid data, else the bundled
 * `data/bidsets.json`, with a warning naming the reason. Never throws for the plan room, so a
 * build without network still succeeds (docs/requirements.md#bid-lists); an invalid setting
 * fails when the settings are read (lib/config/server.ts), naming the variable.
 */
export async function getBidProjects(
  env: Pick<ServerEnv, 'BIDSETS_JSON_URL' | 'UPSTREAM_TIMEOUT_MS'> = serverEnv(),
): Promise<BidProjectsByHeading> {
  const url = env.BIDSETS_JSON_URL;
  if (!url) return fallback;
  try {
    return parseDataFile(url, bidsetsFileSchema, await fetchPlanRoom(url, env.UPSTREAM_TIMEOUT_MS, bidsetsRevalidateSeconds));
  } catch (error) {
    log.warn(`Bidset projects: using bundled data (${url}: ${(error as Error).message})`);
    return fallback;
  }
}

/** How long a project whose bid closed stays listed, under "Recently closed" (days). */
export const RECENTLY_CLOSED_DAYS = 30;

/** How the plan room writes bid dates: with a time (12- or 24-hour), or a date alone. */
const BID_DATE_FORMATS = {
  withTime: ['yyyy-MM-dd h:mm a', 'yyyy-MM-dd HH:mm', 'M/d/yyyy h:mm a', 'M/d/yyyy HH:mm'],
  dateOnly: ['yyyy-MM-dd', 'M/d/yyyy'],
};

/**
 * When a project's bidding closes: its bid date read in the shop's time zone (date-fns `parse`
 * with @date-fns/tz). Dates are `YYYY-MM-DD` or `M/D/YYYY`, optionally followed by a time
 * (`2:00 PM`, `14:00`); a date without a time closes at the end of that day.
 * @param biddate as the plan room writes it
 * @param timeZone IANA zone of the shop (`siteConfig.timeZone`)
 * @returns the instant, or undefined when there is no date or it cannot be read (the project stays open)
 */
export function bidClosesAt(biddate: string, timeZone: string): Date | undefined {
  const text = biddate.trim();
  const read = (format: string) => parse(text, format, new Date(), { in: tz(timeZone) });
  for (const format of BID_DATE_FORMATS.withTime) {
    const at = read(format);
    if (isValid(at)) return new Date(at.getTime());
  }
  for (const format of BID_DATE_FORMATS.dateOnly) {
    const day = read(format);
    if (isValid(day)) return new Date(addDays(day, 1).getTime());
  }
  return undefined;
}

/** Projects by heading, as the page lists them. */
export type BidGroups = [heading: string, projects: BidProject[]][];

/**
 * Splits the plan room's projects at `now`: those still open (no date, or a bid date to come)
 * and those closed within RECENTLY_CLOSED_DAYS; older ones are left out. Headings keep their
 * order, projects theirs; headings left empty are dropped.
 * @param timeZone IANA zone in which bid dates are read
 */
export function partitionBidProjects(
  groups: BidProjectsByHeading,
  now: Date,
  timeZone: string,
): { open: BidGroups; recentlyClosed: BidGroups } {
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
