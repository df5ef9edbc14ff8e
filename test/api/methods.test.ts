import { readdirSync } from 'node:fs';
import path from 'node:path';
import { allowHeader, apiRouteMethods, ROUTED_METHODS } from '@/lib/api/methods';
import { STORE_OPEN_TIMEOUT_MS } from '@/test/store-env';
import { closeRouteStores, loadRoute } from './route-env';

/** The route of each app/api/** /route.ts, in next.config.ts `source` syntax ('[id]' -> ':id', '[...params]' -> ':params*'). */
function routeFiles(): Map<string, string> {
  const root = path.join(process.cwd(), 'app');
  const files = readdirSync(path.join(root, 'api'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'route.ts',
  );
  return new Map(
    files.map((file) => [
      `/api/${path.dirname(file).split(path.sep).join('/')}`.replace(/\[\.\.\.(\w+)\]/g, ':$1*').replace(/\[(\w+)\]/g, ':$1'),
      path.join(root, 'api', file),
    ]),
  );
}

describe('route handlers', () => {
  const files = routeFiles();

  it('are all in the methods table, and the table names no other route', () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(apiRouteMethods).sort());
  });

  it.each(Object.entries(apiRouteMethods))('%s exports only the methods it serves: %j', async (route, methods) => {
    const exports = (await import(files.get(route)!)) as Record<string, unknown>;
    expect(ROUTED_METHODS.filter((method) => typeof exports[method] === 'function')).toEqual(methods);
  });
});

describe('every method on every route', () => {
  /** Next.js's own table of a route module's methods: the exports, HEAD from GET, OPTIONS, and 405 for the rest. */
  const { autoImplementMethods } = jest.requireActual<{
    autoImplementMethods: (exports: object) => Record<string, (request: Request, context: object) => Promise<Response> | Response>;
  }>('next/dist/server/route-modules/app-route/helpers/auto-implement-methods');
  const files = routeFiles();
  afterAll(closeRouteStores);

  it('ROUTED_METHODS are the methods Next.js routes', () => {
    expect(ROUTED_METHODS).toEqual(jest.requireActual<{ HTTP_METHODS: string[] }>('next/dist/server/web/http').HTTP_METHODS);
  });

  it(
    'answers each of them below 500 as Next.js dispatches it: 405 for a method the route does not serve',
    async () => {
      // Bare requests, from no page and without the cron secret: refused (403, 401) or answered 405.
      const modules = await loadRoute(
        async () => Object.fromEntries(await Promise.all([...files].map(async ([route, file]) => [route, await import(file)] as const))),
        { CRON_SECRET: 'a-cron-secret-of-thirty-two-chars' },
      );
      for (const [route, served] of Object.entries(apiRouteMethods)) {
        const methods = autoImplementMethods(modules[route] as object);
        const url = `http://localhost${route.replace(':id', '5O190127TN364715T')}`;
        const serves = (method: string) =>
          method === 'OPTIONS' || (served as readonly string[]).includes(method) || (method === 'HEAD' && served.includes('GET'));
        const expected: Record<string, string> = {};
        const actual: Record<string, string> = {};
        for (const method of ROUTED_METHODS) {
          const answer = await methods[method](new Request(url, { method }), { params: Promise.resolve({ id: '5O190127TN364715T' }) });
          actual[method] = serves(method) ? `served, ${answer.status < 500 ? 'below 500' : answer.status}` : String(answer.status);
          expected[method] = serves(method) ? 'served, below 500' : '405';
        }
        expect([route, actual]).toEqual([route, expected]);
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});

describe('allowHeader', () => {
  it('lists what Next.js answers besides the served methods: OPTIONS, and HEAD with GET', () => {
    expect(allowHeader(['POST'])).toBe('OPTIONS, POST');
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
  });
});
