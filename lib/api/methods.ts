/**
 * The methods each route handler serves, by route (the `source` syntax of next.config.ts). A
 * handler module exports only these; Next.js itself answers the other ROUTED_METHODS with 405, but
 * without the `Allow` header that RFC 9110 section 15.5.6 asks of a 405, so next.config.ts adds
 * allowHeader to every answer of the route (docs/requirements.md#security, rule 2); any other
 * method is answered by lib/api/unrouted-methods.ts. test/api/methods.test.ts checks the table
 * against the modules' exports, both ways.
 */
export const apiRouteMethods: Readonly<Record<string, readonly ('GET' | 'POST')[]>> = {
  '/api/contactemail': ['POST'],
  '/api/verifycaptcha': ['POST'],
  '/api/meter-readings': ['POST'],
  '/api/orders': ['POST'],
  '/api/orders/:id/capture': ['POST'],
  '/api/service/request': ['POST'],
  '/api/service/equipment': ['GET'],
  '/api/service/customer': ['GET'],
  '/api/cron/deliver': ['GET'],
  '/api/keystatic/:params*': ['GET', 'POST'],
  '/api/content-preview': ['GET'],
  '/api/staff/auth/:all*': ['GET', 'POST'],
  '/api/staff/requests/:reference': ['POST'],
  '/api/staff/sign-out': ['POST'],
  '/api/staff/meter-readings': ['GET'],
};

/**
 * The methods Next.js hands to a route handler (`HTTP_METHODS` in next/dist/server/web/http.js).
 * It answers no other properly: it cannot even build the request of a TRACE (undici refuses the
 * method: 500), and answers the others 400. lib/api/unrouted-methods.ts answers them first.
 */
export const ROUTED_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * The `Allow` header of a route serving `methods`, written as Next.js writes it in its own answer
 * to OPTIONS: with OPTIONS, and HEAD with GET (both answered by Next.js), sorted.
 * @param methods the exported methods, e.g. ['POST']
 * @returns e.g. 'OPTIONS, POST', or 'GET, HEAD, OPTIONS' for ['GET']
 */
export function allowHeader(methods: readonly string[]): string {
  const allowed = new Set([...methods, 'OPTIONS']);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort().join(', ');
}

/**
 * The `Allow` header of any path of the site: its route's, from apiRouteMethods (a `:name`
 * segment matches any one segment, a `:name*` the rest of the path), else 'GET, HEAD', as Next.js answers a page or a file.
 * @param pathname e.g. '/api/orders/5O190127TN364715T/capture'
 */
export function allowHeaderOf(pathname: string): string {
  const route = Object.keys(apiRouteMethods).find((source) =>
    new RegExp(`^${source.replace(/:\w+\*/g, '.+').replace(/:\w+/g, '[^/]+')}/?$`).test(pathname),
  );
  return route ? allowHeader(apiRouteMethods[route]) : 'GET, HEAD';
}
