import http from 'node:http';
import type { AddressInfo } from 'node:net';
import bidsetsJson from '@/data/bidsets.json';
import { readServerEnv } from '@/lib/config/server';
import { captureLog } from '@/test/log-capture';
import { bidClosesAt, bidsetsFileSchema, getBidProjects, partitionBidProjects, type BidProject } from './bidsets';
import { parseDataFile } from './parse';

const file = 'data/bidsets.json';
const fallback = parseDataFile(file, bidsetsFileSchema, bidsetsJson);

describe('data/bidsets.json', () => {
  it('parses, with at least one project under each of three or more headings', () => {
    const headings = Object.keys(fallback);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    for (const heading of headings) expect(fallback[heading].length).toBeGreaterThan(0);
  });

  it('links every project to the plan room', () => {
    const urls = Object.values(fallback).flatMap((projects) => projects.map((p) => p.url));
    for (const url of urls) expect(url).toMatch(/^https:\/\/plans\.example\.com\/projects\/[a-z0-9-]+$/);
  });
});

describe('bidsetsFileSchema', () => {
  const project = { biddate: '2026-12-08 2:00 PM', name: 'Culvert', url: 'https://plans.example.com/projects/culvert', addenda: '' };
  const parse = (data: unknown) => () => parseDataFile(file, bidsetsFileSchema, data);

  it('rejects a project url that is not a URL, naming heading and index', () => {
    expect(parse({ 'Public Works': [project, { ...project, url: 'projects/culvert' }] })).toThrow(`${file}: Public Works[1].url:`);
  });

  it('rejects a url that is not http or https', () => {
    expect(parse({ Schools: [{ ...project, url: 'javascript:alert(1)' }] })).toThrow(`${file}: Schools[0].url:`);
  });

  it('takes a project without a bid date yet (empty or missing)', () => {
    const undated = { name: project.name, url: project.url, addenda: project.addenda };
    expect(parse({ Schools: [{ ...project, biddate: '' }, undated] })()).toEqual({
      Schools: [
        { ...project, biddate: '' },
        { ...project, biddate: '' },
      ],
    });
  });
});

describe('getBidProjects', () => {
  const log = captureLog();

  /** The server settings with the plan room at `url` (unset: none), read as lib/config/server.ts reads them. */
  const settings = (url?: string) => readServerEnv(url === undefined ? {} : { BIDSETS_JSON_URL: url });

  /** Serves one fixed answer on a loopback port for the length of `run`. */
  async function withServer(status: number, body: string, run: (url: string) => Promise<void>) {
    const server = http.createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/projects.json`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('returns the bundled projects when BIDSETS_JSON_URL is unset, without a warning', async () => {
    await expect(getBidProjects(settings())).resolves.toEqual(fallback);
    expect(log.entries()).toEqual([]);
  });

  it('falls back to the bundled projects when the host cannot be reached', async () => {
    await expect(getBidProjects(settings('http://127.0.0.1:9/x'))).resolves.toEqual(fallback);
    expect(log.messages('warn')).toEqual([expect.stringContaining('http://127.0.0.1:9/x')]);
  });

  it('returns the plan room’s projects when it answers with valid data', async () => {
    const live = {
      'Plan Room': [{ biddate: '2027-01-12 2:00 PM', name: 'Live project', url: 'https://plans.example.com/projects/live', addenda: '' }],
    };
    await withServer(200, JSON.stringify(live), async (url) => {
      await expect(getBidProjects(settings(url))).resolves.toEqual(live);
    });
  });

  it.each([
    [500, '{}', 'HTTP 500'],
    [200, '{"Plan Room":[{"biddate":"2027-01-12","name":"no link"}]}', 'Plan Room[0].url'],
    [200, 'not json', 'not JSON'],
  ])('falls back when the plan room answers %i %s', async (status, body, reason) => {
    await withServer(status, body, async (url) => {
      await expect(getBidProjects(settings(url))).resolves.toEqual(fallback);
      expect(log.messages('warn')).toEqual([expect.stringContaining(reason)]);
    });
  });
});

describe('bidClosesAt', () => {
  const LA = 'America/Los_Angeles';
  it.each([
    ['2026-12-08 2:00 PM', LA, '2026-12-08T22:00:00.000Z'],
    ['2026-12-08 2:00 pm', LA, '2026-12-08T22:00:00.000Z'],
    ['2026-12-08 12:00 AM', LA, '2026-12-08T08:00:00.000Z'],
    ['2026-12-08 12:30 PM', LA, '2026-12-08T20:30:00.000Z'],
    ['2026-12-08 14:00', LA, '2026-12-08T22:00:00.000Z'],
    ['12/8/2026 2:00 PM', LA, '2026-12-08T22:00:00.000Z'],
    // Daylight saving time: UTC-7 in July.
    ['2026-07-14 10:00 AM', LA, '2026-07-14T17:00:00.000Z'],
    // A date alone closes at the end of that day.
    ['2026-12-08', LA, '2026-12-09T08:00:00.000Z'],
    ['2026-12-08 2:00 PM', 'America/New_York', '2026-12-08T19:00:00.000Z'],
  ])('%s in %s closes at %s', (biddate, zone, instant) => {
    expect(bidClosesAt(biddate, zone)?.toISOString()).toBe(instant);
  });

  it.each(['', 'TBD', 'Spring 2027', '2026-13-01', '2026-02-30', '2026-12-08 13:00 PM', '2026-12-08 2:75 PM'])(
    '%j has no closing time: the project stays open',
    (biddate) => {
      expect(bidClosesAt(biddate, LA)).toBeUndefined();
    },
  );
});

describe('partitionBidProjects', () => {
  const LA = 'America/Los_Angeles';
  const project = (name: string, biddate: string): BidProject => ({
    name,
    biddate,
    url: `https://plans.example.com/projects/${name}`,
    addenda: '',
  });
  const groups = {
    'Public Works': [project('culvert', '2026-12-01 11:00 AM'), project('water-main', '2026-11-17 2:00 PM'), project('undated', '')],
    Schools: [project('roof', '2026-10-20 3:00 PM'), project('library', '2026-10-30 3:00 PM')],
  };
  const names = (list: [string, BidProject[]][]) => list.map(([heading, projects]) => [heading, projects.map((p) => p.name)]);

  it("lists a project as open until its bid time in the shop's zone, then as recently closed", () => {
    // 2:00 PM in Portland on 17 November is 22:00 UTC.
    const before = partitionBidProjects(groups, new Date('2026-11-17T21:59:59Z'), LA);
    expect(names(before.open)).toEqual([['Public Works', ['culvert', 'water-main', 'undated']]]);
    const at = partitionBidProjects(groups, new Date('2026-11-17T22:00:00Z'), LA);
    expect(names(at.open)).toEqual([['Public Works', ['culvert', 'undated']]]);
    expect(names(at.recentlyClosed)).toEqual([
      ['Public Works', ['water-main']],
      ['Schools', ['roof', 'library']],
    ]);
  });

  it('keeps a closed project listed for 30 days, then leaves it out; one without a date stays open', () => {
    // The roof bid closed 2026-10-20 22:00 UTC: listed until 30 days later, gone at that instant.
    const day29 = partitionBidProjects(groups, new Date('2026-11-19T21:59:59Z'), LA);
    expect(names(day29.recentlyClosed)).toEqual([
      ['Public Works', ['water-main']],
      ['Schools', ['roof', 'library']],
    ]);
    const day30 = partitionBidProjects(groups, new Date('2026-11-19T22:00:00Z'), LA);
    expect(names(day30.recentlyClosed)).toEqual([
      ['Public Works', ['water-main']],
      ['Schools', ['library']],
    ]);
    const later = partitionBidProjects(groups, new Date('2027-06-01T00:00:00Z'), LA);
    expect(names(later.open)).toEqual([['Public Works', ['undated']]]);
    expect(later.recentlyClosed).toEqual([]);
  });
});
