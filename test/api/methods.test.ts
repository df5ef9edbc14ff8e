/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { allowHeader, apiRouteMethods } from '@/lib/api/methods';

/** Every method name Next.js routes to a handler export. */
const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** The route of each app/api/** /route.ts, in next.config.ts `source` syntax ('[id]' -> ':id'). */
function routeFiles(): Map<string, string> {
  const root = path.join(process.cwd(), 'app');
  const files = readdirSync(path.join(root, 'api'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'route.ts',
  );
  return new Map(
    files.map((file) => [
      `/api/${path.dirname(file).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, ':$1'),
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
    expect(HTTP_METHODS.filter((method) => typeof exports[method] === 'function')).toEqual(methods);
  });
});

describe('allowHeader', () => {
  it('lists what Next.js answers besides the served methods: OPTIONS, and HEAD with GET', () => {
    expect(allowHeader(['POST'])).toBe('OPTIONS, POST');
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
  });
});
