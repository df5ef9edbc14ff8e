import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { allowHeaderOf, ROUTED_METHODS } from '@/lib/api/methods';

/** Writes a 405 with `Allow` and no body on a CONNECT's socket, and closes it: no server of ours makes tunnels. */
function refuseTunnel(request: IncomingMessage, socket: Duplex): void {
  const allow = allowHeaderOf((request.url ?? '').split('?')[0]);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

/**
 * Answers 405 with `Allow` (docs/requirements.md#security, rule 2) to a request whose method
 * Next.js does not route (TRACE, CONNECT, PROPFIND, PURGE, ...), before Next.js sees it. Next.js
 * builds a web `Request` of every request before any code of ours runs, the proxy's included, and
 * undici refuses to build one for TRACE: `next start` answered every TRACE with 500 and a stack in
 * the log, the other methods with 400, and closed a CONNECT's connection (Node.js does, with no
 * `connect` listener). The answer has no body, hence none of the headers of next.config.ts that
 * guard a page (docs/decisions.md, "Methods Next.js does not route").
 *
 * The servers' `emit` is wrapped on their class: `next start` creates its server before
 * instrumentation.ts runs and keeps it out of reach; a server gets its `connect` listener with its
 * first connection. A method Node.js's HTTP parser does not know (FOO) never gets this far: Node.js
 * answers it 400 itself.
 * @param serverClass the class whose servers answer so (default node:http's Server; a test
 *   passes a subclass of its own)
 */
export function answerUnroutedMethods(serverClass: typeof Server = Server): void {
  const emit = serverClass.prototype.emit;
  serverClass.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'connection' && this.listenerCount('connect') === 0) this.on('connect', refuseTunnel);
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (!ROUTED_METHODS.includes(request.method ?? '')) {
        const pathname = (request.url ?? '/').split('?')[0];
        response.writeHead(405, { Allow: allowHeaderOf(pathname), 'Content-Length': '0' }).end();
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
