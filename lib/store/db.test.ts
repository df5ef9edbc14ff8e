import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readServerEnv } from '@/lib/config/server';
import { closeStore, getStore, openStore } from './db';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'embedded-store-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the embedded store', () => {
  it('is not opened on Vercel, where it is not deployed: the error names DATABASE_URL', async () => {
    process.env.VERCEL = '1';
    try {
      await expect(openStore(readServerEnv({ EMBEDDED_DB_DIR: 'memory://' }))).rejects.toThrow('On Vercel the store needs DATABASE_URL');
    } finally {
      delete process.env.VERCEL;
    }
  });

  it('is opened once per process: every caller shares it, and a second opening of its folder is refused', async () => {
    const env = readServerEnv({ EMBEDDED_DB_DIR: path.join(folder, 'db') });
    const [first, second] = await Promise.all([getStore(env), getStore(env)]);
    expect(first).toBe(second);
    expect(first.description).toMatch(/^embedded PostgreSQL \(PGlite\) in /);
    // Another module copy or another configuration naming the same folder.
    await expect(openStore(readServerEnv({ EMBEDDED_DB_DIR: path.join(folder, 'db') }))).rejects.toThrow(/already open in this process/);
    await closeStore(env);
  }, 30_000);

  it('is refused while another live process has its folder open, and taken over from one that is gone', async () => {
    const dir = path.join(folder, 'other');
    // The parent process (jest's) stands for a running server.
    await writeFile(`${dir}.pid`, String(process.ppid));
    await expect(openStore(readServerEnv({ EMBEDDED_DB_DIR: dir }))).rejects.toThrow(`is open in process ${process.ppid}`);
    // A pid no process has: what a crashed server leaves.
    await writeFile(`${dir}.pid`, '4194304');
    const store = await openStore(readServerEnv({ EMBEDDED_DB_DIR: dir }));
    await store.close();
  }, 30_000);
});
