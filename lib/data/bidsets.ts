import { z } from 'zod';
import bidsetsJson from '@/data/bidsets.json';
import { parseDataFile } from './parse';

/** Bid project entry, spec section 3; `addenda` is HTML from the plan room. */
export const bidProjectSchema = z.object({
  biddate: z.string().min(1),
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
