import { pageKey, staticPageRoutes } from '@/lib/http/routes';
import { closeRouteStores, loadRoute } from '@/test/api/route-env';
import { machineSamples, TEMPLATE_FILE } from '@/test/fixtures/content-samples';

/**
 * The content editor's preview link (keystatic.config.ts `previewUrl`): each entry to its page, on
 * the branch's preview in GitHub storage, in the working tree in local storage. That a page of an
 * entry's own address shows the entry, and that the editor's Preview button takes this link, is
 * e2e/content-editor.spec.ts's and e2e/content-editor-admin.spec.ts's.
 */

const PREVIEW = 'https://printshop-git-{branch}-cascadia.vercel.app';
const BRANCH = 'https://printshop-git-content-new-plotter-cascadia.vercel.app';

/** The editor's GitHub storage, whose previews are KEYSTATIC_PREVIEW_URL's. */
const github = {
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'cascadia/printshop',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'cascadia-content',
  KEYSTATIC_GITHUB_CLIENT_ID: 'client-id',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
  KEYSTATIC_SECRET: 'a-secret-of-enough-length-for-keystatic',
  KEYSTATIC_PREVIEW_URL: PREVIEW,
};
const noGithub = Object.fromEntries(Object.keys(github).map((name) => [name, '']));

/** Where `/api/content-preview?branch=content/new-plotter&entry=<entry>` leads: status and Location. */
async function preview(route: typeof import('./route'), entry: string) {
  const response = await route.GET(new Request(`http://localhost/api/content-preview?branch=content/new-plotter&entry=${entry}`));
  return { status: response.status, location: response.headers.get('location') };
}

const machine = machineSamples[0];
const template = TEMPLATE_FILE.replace(/\.json$/, '');

afterAll(() => closeRouteStores());

describe('GET /api/content-preview in GitHub storage', () => {
  let route: typeof import('./route');
  beforeAll(async () => {
    route = await loadRoute(() => import('./route'), github);
  });

  it.each([
    ['a machine, to its address by file name', `machines/${machine.slug}`, `/equipment/machine/${machine.slug}`],
    ['a template, to its address by file name', `templates/${template}`, `/library/file/${template}`],
    ['a page, to its route', 'page-services-print-signs', '/services/print/signs'],
    ['the home page', 'page-home', '/'],
    ['the shop, to the Home page', 'shop', '/'],
    ['a page no route has, to the Home page', 'page-no-such-page', '/'],
  ])("leads %s on the branch's preview", async (_, entry, path) => {
    expect(await preview(route, entry)).toEqual({ status: 307, location: `${BRANCH}${path}` });
  });

  it("leads every page's entry to its page: the inverse of pageKey", async () => {
    for (const path of staticPageRoutes) {
      expect(await preview(route, `page-${pageKey(path)}`)).toEqual({ status: 307, location: `${BRANCH}${path}` });
    }
  });

  it('answers 404 without a preview address', async () => {
    const withoutPreviews = await loadRoute(() => import('./route'), { ...github, KEYSTATIC_PREVIEW_URL: '' });
    expect((await preview(withoutPreviews, 'page-about')).status).toBe(404);
  });
});

describe('GET /api/content-preview in local storage (next dev)', () => {
  const mode = process.env.NODE_ENV;
  beforeAll(() => Object.assign(process.env, { NODE_ENV: 'development' }));
  afterAll(() => Object.assign(process.env, { NODE_ENV: mode }));

  it('leads each entry to its page in the working tree', async () => {
    const route = await loadRoute(() => import('./route'), noGithub);
    expect(await preview(route, `machines/${machine.slug}`)).toEqual({ status: 307, location: `/equipment/machine/${machine.slug}` });
    expect(await preview(route, 'page-about')).toEqual({ status: 307, location: '/about' });
  });
});

it('answers 404 where the editor does not run (next start without GitHub storage)', async () => {
  const route = await loadRoute(() => import('./route'), noGithub);
  expect((await preview(route, 'page-about')).status).toBe(404);
});
