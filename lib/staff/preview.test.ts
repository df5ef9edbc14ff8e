import { readServerEnv } from '@/lib/config/server';
import { database } from '@/lib/store/db';
import { insertRequest } from '@/lib/store/request-queue';
import { requests } from '@/lib/store/schema';
import { sampleDelivery } from '@/test/fixtures/requests';
import { closeStores, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { previewAddressProblem, previewSignInProblem, previewStoreProblem, staffAuthSecret } from './preview';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const production = readServerEnv({ SITE_URL: 'https://print.example', BETTER_AUTH_SECRET: SECRET });
/** A preview given production's secret, at its own address. */
const preview = (site = 'https://shop-git-new-hours.vercel.app') =>
  readServerEnv({ SITE_URL: site, BETTER_AUTH_SECRET: SECRET, DEPLOY_ENV: 'preview' });

afterAll(closeStores);

describe('staffAuthSecret', () => {
  it("is BETTER_AUTH_SECRET on production, and on a preview a key of the preview's own, another for each preview address", () => {
    expect(staffAuthSecret(production)).toBe(SECRET);
    const own = staffAuthSecret(preview());
    expect(own).toMatch(/^[0-9a-f]{64}$/);
    expect(own).not.toBe(SECRET);
    expect(
      staffAuthSecret(readServerEnv({ SITE_URL: 'https://print.example', BETTER_AUTH_SECRET: SECRET, VERCEL_ENV: 'preview' })),
    ).not.toBe(SECRET);
    expect(staffAuthSecret(preview('https://shop-git-other.vercel.app'))).not.toBe(own);
    expect(staffAuthSecret(preview())).toBe(own);
  });

  it('is undefined without BETTER_AUTH_SECRET', () => {
    expect(staffAuthSecret(readServerEnv({ DEPLOY_ENV: 'preview' }))).toBeUndefined();
  });
});

describe('previewAddressProblem', () => {
  it("lets a preview sign staff in at SITE_URL's own host only", () => {
    expect(previewAddressProblem(preview(), 'shop-git-new-hours.vercel.app')).toBeUndefined();
    expect(previewAddressProblem(preview('https://print.example'), 'shop-git-new-hours.vercel.app')).toBe(
      "Staff sign-in on a preview works only at the preview's own address: this preview's SITE_URL names print.example, not shop-git-new-hours.vercel.app. Set SITE_URL for the preview to its own address.",
    );
    expect(previewAddressProblem(preview('http://127.0.0.1:3100'), '127.0.0.1:3101')).toMatch(
      /names 127\.0\.0\.1:3100, not 127\.0\.0\.1:3101\./,
    );
    expect(previewAddressProblem(preview(), null)).toMatch(/, not this address\./);
  });

  it('leaves production to Better Auth’s own origin check', () => {
    expect(previewAddressProblem(production, 'elsewhere.example')).toBeUndefined();
  });
});

describe('previewStoreProblem', () => {
  it(
    "refuses a preview on a store holding production's requests, and nothing else",
    async () => {
      const env = await storeEnv('embedded');
      const db = await database(env);
      const previewEnv = { ...env, DEPLOY_ENV: 'preview' as const };
      const now = new Date('2026-11-28T10:00:00Z');
      const delivery = sampleDelivery('dana@whitfield.test');
      await insertRequest(db, { stage: 'preview', reference: 'R-2611-PRV1', delivery, channel: 'mail', state: 'pending', now });
      expect(await previewStoreProblem(db, previewEnv)).toBeUndefined();
      await insertRequest(db, { stage: 'production', reference: 'R-2611-PRD1', delivery, channel: 'mail', state: 'kept', now });
      expect(await previewStoreProblem(db, previewEnv)).toBe(
        "Staff sign-in on a preview needs a store of its own: this preview's DATABASE_URL holds 1 production request(s). Give the preview its own database.",
      );
      expect(await previewStoreProblem(db, env)).toBeUndefined();
      await db.delete(requests);
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});

describe('previewSignInProblem', () => {
  it('answers production without a look at the store, and a preview at another address with that', async () => {
    // A store that cannot open: production never asks it, nor a preview already refused by its address.
    const unreachable = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    expect(
      await previewSignInProblem(readServerEnv({ ...unreachable, SITE_URL: 'https://print.example' }), 'elsewhere.example'),
    ).toBeUndefined();
    expect(
      await previewSignInProblem(
        readServerEnv({ ...unreachable, SITE_URL: 'https://print.example', DEPLOY_ENV: 'preview' }),
        'elsewhere.example',
      ),
    ).toMatch(/^Staff sign-in on a preview works only at the preview's own address/);
  });
});
