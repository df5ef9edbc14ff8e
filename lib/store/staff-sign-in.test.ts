import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { database, type Database } from './db';
import { staffEvents, staffSessions, staffUsers, staffVerifications } from './schema';
import { endSessionsOfRemoved, purgeStaffSignIn, touchSession, voidSignInLinks } from './staff-sign-in';

const MINUTE = 60_000;
const now = new Date('2026-11-27T12:00:00Z');

afterAll(closeStores);

describe.each(ENGINES)('the staff sign-in’s own rows on %s', (engine) => {
  let store: { db: Database };
  beforeAll(async () => {
    store = { db: await database(await storeEnv(engine)) };
    await store.db.insert(staffUsers).values([
      { id: 'u-ops', name: 'ops', email: 'ops@shop.test' },
      { id: 'u-desk', name: 'desk', email: 'desk@shop.test' },
    ]);
  }, STORE_OPEN_TIMEOUT_MS);

  /** A session of `userId` whose last request was `idleMs` before `now`. */
  async function session(id: string, userId: string, idleMs: number, expiresAt = new Date(now.getTime() + 600 * MINUTE)) {
    await store.db.insert(staffSessions).values({ id, token: `t-${id}`, userId, expiresAt, updatedAt: new Date(now.getTime() - idleMs) });
  }
  const sessionIds = async () => (await store.db.select({ id: staffSessions.id }).from(staffSessions)).map((row) => row.id).sort();

  describe('a session’s last request (IDLE_SECONDS, lib/staff/auth.ts)', () => {
    beforeEach(() => store.db.delete(staffSessions));

    it('keeps a session idle for just under the limit, and writes the request only once a minute has passed', async () => {
      await session('fresh', 'u-ops', 59_999);
      await session('minute', 'u-ops', MINUTE);
      await session('almost', 'u-ops', 30 * MINUTE - 1);
      expect(await touchSession(store.db, 'fresh', now, 30 * MINUTE, MINUTE)).toBe(true);
      expect(await touchSession(store.db, 'minute', now, 30 * MINUTE, MINUTE)).toBe(true);
      expect(await touchSession(store.db, 'almost', now, 30 * MINUTE, MINUTE)).toBe(true);
      const updated = Object.fromEntries(
        (await store.db.select({ id: staffSessions.id, at: staffSessions.updatedAt }).from(staffSessions)).map((row) => [
          row.id,
          row.at.getTime(),
        ]),
      );
      expect(updated).toEqual({ fresh: now.getTime() - 59_999, minute: now.getTime(), almost: now.getTime() });
    });

    it('ends a session idle for the limit or longer, and answers false for one that is gone', async () => {
      await session('idle', 'u-ops', 30 * MINUTE);
      expect(await touchSession(store.db, 'idle', now, 30 * MINUTE, MINUTE)).toBe(false);
      expect(await sessionIds()).toEqual([]);
      expect(await touchSession(store.db, 'idle', now, 30 * MINUTE, MINUTE)).toBe(false);
    });
  });

  describe('voidSignInLinks', () => {
    it('deletes the links waiting for one address, in any case, and nothing else', async () => {
      const expiresAt = new Date(now.getTime() + 10 * MINUTE);
      await store.db.insert(staffVerifications).values([
        { id: 'v1', identifier: 'h1', value: JSON.stringify({ email: 'Ops@Shop.test' }), expiresAt },
        { id: 'v2', identifier: 'h2', value: JSON.stringify({ email: 'ops@shop.test', name: '' }), expiresAt },
        { id: 'v3', identifier: 'h3', value: JSON.stringify({ email: 'desk@shop.test' }), expiresAt },
        // A passkey challenge: JSON without an address; and a value that is no JSON at all.
        { id: 'v4', identifier: 'h4', value: JSON.stringify({ type: 'authentication', expectedChallenge: 'x' }), expiresAt },
        { id: 'v5', identifier: 'h5', value: 'plain', expiresAt },
      ]);
      await voidSignInLinks(store.db, 'OPS@shop.test');
      const left = (await store.db.select({ id: staffVerifications.id }).from(staffVerifications)).map((row) => row.id).sort();
      expect(left).toEqual(['v3', 'v4', 'v5']);
      await store.db.delete(staffVerifications);
    });
  });

  describe('endSessionsOfRemoved', () => {
    beforeEach(() => store.db.delete(staffSessions));

    it('ends the sessions of addresses not listed, and names them', async () => {
      await session('a', 'u-ops', 0);
      await session('b', 'u-desk', 0);
      expect(await endSessionsOfRemoved(store.db, ['ops@shop.test'])).toEqual(['desk@shop.test']);
      expect(await sessionIds()).toEqual(['a']);
      expect(await endSessionsOfRemoved(store.db, ['ops@shop.test'])).toEqual([]);
    });

    it('ends every session when nobody is listed', async () => {
      await session('a', 'u-ops', 0);
      await session('b', 'u-desk', 0);
      expect((await endSessionsOfRemoved(store.db, [])).sort()).toEqual(['desk@shop.test', 'ops@shop.test']);
      expect(await sessionIds()).toEqual([]);
    });
  });

  describe('purgeStaffSignIn', () => {
    it('deletes expired sessions and links, and events older than the retention, keeping the rest', async () => {
      const auditBefore = new Date(now.getTime() - 400 * 24 * 60 * MINUTE);
      await session('expired', 'u-ops', 0, new Date(now.getTime() - 1));
      await session('live', 'u-ops', 0, new Date(now.getTime() + 1));
      await store.db.insert(staffVerifications).values([
        { id: 'old', identifier: 'o', value: '{}', expiresAt: new Date(now.getTime() - 1) },
        { id: 'new', identifier: 'n', value: '{}', expiresAt: new Date(now.getTime() + 1) },
      ]);
      await store.db.insert(staffEvents).values([
        { event: 'sign-in', outcome: 'ok', at: new Date(auditBefore.getTime() - 1), detail: 'old' },
        { event: 'sign-in', outcome: 'ok', at: auditBefore, detail: 'kept' },
      ]);
      await purgeStaffSignIn(store.db, now, auditBefore);
      expect(await sessionIds()).toEqual(['live']);
      expect((await store.db.select({ id: staffVerifications.id }).from(staffVerifications)).map((row) => row.id)).toEqual(['new']);
      expect((await store.db.select({ detail: staffEvents.detail }).from(staffEvents)).map((row) => row.detail)).toEqual(['kept']);
    });
  });
});
