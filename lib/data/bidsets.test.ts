/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import bidsetsJson from '@/data/bidsets.json';
import { bidsetsFileSchema, getBidProjects } from './bidsets';
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
    expect(parse({ 'Public Works': [project, { ...project, url: 'projects/culvert' }] })).toThrow(
      `${file}: Public Works[1].url:`,
    );
  });

  it('rejects a url that is not http or https', () => {
    expect(parse({ Schools: [{ ...project, url: 'javascript:alert(1)' }] })).toThrow(`${file}: Schools[0].url:`);
  });

  it('rejects a project without a bid date', () => {
    expect(parse({ Schools: [{ ...project, biddate: '' }] })).toThrow(`${file}: Schools[0].biddate:`);
  });
});

describe('getBidProjects', () => {
  const saved = process.env.BIDSETS_JSON_URL;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    delete process.env.BIDSETS_JSON_URL;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    warn.mockRestore();
    if (saved === undefined) delete process.env.BIDSETS_JSON_URL;
    else process.env.BIDSETS_JSON_URL = saved;
  });

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
    await expect(getBidProjects()).resolves.toEqual(fallback);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the bundled projects when the host cannot be reached', async () => {
    process.env.BIDSETS_JSON_URL = 'http://127.0.0.1:9/x';
    await expect(getBidProjects()).resolves.toEqual(fallback);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://127.0.0.1:9/x'));
  });

  it('returns the plan room’s projects when it answers with valid data', async () => {
    const live = { 'Plan Room': [{ biddate: '2027-01-12 2:00 PM', name: 'Live project', url: 'https://plans.example.com/projects/live', addenda: '' }] };
    await withServer(200, JSON.stringify(live), async (url) => {
      process.env.BIDSETS_JSON_URL = url;
      await expect(getBidProjects()).resolves.toEqual(live);
    });
  });

  it.each([
    [500, '{}', 'HTTP 500'],
    [200, '{"Plan Room":[{"name":"no date"}]}', 'Plan Room[0].biddate'],
    [200, 'not json', 'valid JSON'],
  ])('falls back when the plan room answers %i %s', async (status, body, reason) => {
    await withServer(status, body, async (url) => {
      process.env.BIDSETS_JSON_URL = url;
      await expect(getBidProjects()).resolves.toEqual(fallback);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
    });
  });
});
