/**
 * The methods each route handler serves, by route (the `source` syntax of next.config.ts). A
 * handler module exports only these; Next.js itself answers any other method with 405, but
 * without the `Allow` header that RFC 9110 section 15.5.6 asks of a 405, so next.config.ts adds
 * allowHeader to every answer of the route (docs/requirements.md#security). test/api/methods.test.ts
 * checks the table against the modules' exports, both ways.
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
};

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
