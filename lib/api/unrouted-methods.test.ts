import { request as httpRequest, Server, type RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { allowHeader, allowHeaderOf, apiRouteMethods, ROUTED_METHODS } from './methods';
import { answerUnroutedMethods } from './unrouted-methods';

/** A server class of the test's own: the patch stays off every other server of this process. */
class GuardedServer extends Server {}
answerUnroutedMethods(GuardedServer);

/** Stands for Next.js: says which method reached it. */
const next: RequestListener = (request, response) => response.writeHead(200, { 'x-reached': request.method }).end();

const servers: Server[] = [];
async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** The status, Allow and what reached "Next.js" of one request. */
function send(port: number, method: string, path: string) {
  return new Promise<{ status?: number; allow?: string; reached?: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          allow: response.headers.allow,
          reached: response.headers['x-reached'] as string | undefined,
        }),
      );
    });
    request.on('error', reject).end();
  });
}

/** What a server writes back to `text` sent as it is, until it closes the connection. */
function raw(port: number, text: string) {
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Every API route with a sample path, e.g. ['/api/orders/:id/capture', '/api/orders/5O190127TN364715T/capture']. */
const routes = Object.keys(apiRouteMethods).map((source) => [source, source.replace(':id', '5O190127TN364715T')] as const);

describe('answerUnroutedMethods', () => {
  let port: number;
  beforeAll(async () => {
    port = await listen(new GuardedServer(next));
  });

  it.each(['TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'MKCOL', 'LOCK'])(
    'answers %s on every API route with 405 and the route’s Allow, before Next.js',
    async (method) => {
      for (const [source, path] of routes) {
        expect([path, await send(port, method, `${path}?number=EQ-1`)]).toEqual([
          path,
          { status: 405, allow: allowHeader(apiRouteMethods[source]), reached: undefined },
        ]);
      }
    },
  );

  it('answers them on pages and files with 405 and Allow: GET, HEAD', async () => {
    for (const path of ['/', '/about', '/upload', '/icon.svg', '/api/no-such-route']) {
      expect(await send(port, 'TRACE', path)).toEqual({ status: 405, allow: 'GET, HEAD', reached: undefined });
    }
  });

  it('hands every method Next.js routes on to it, untouched', async () => {
    for (const method of ROUTED_METHODS) {
      expect(await send(port, method, '/api/contactemail')).toMatchObject({ status: 200, reached: method });
    }
  });

  it('leaves the servers of other classes alone', async () => {
    const plain = await listen(new Server(next));
    expect(await send(plain, 'TRACE', '/api/contactemail')).toMatchObject({ status: 200, reached: 'TRACE' });
  });

  it('answers CONNECT with 405 and closes the connection, where Node.js closed it without a word', async () => {
    const refused = 'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';
    expect(await raw(port, 'CONNECT 127.0.0.1:9 HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n')).toBe(refused);
    expect(await raw(port, 'CONNECT /api/contactemail HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(refused.replace('GET, HEAD', 'OPTIONS, POST'));
    const plain = await listen(new Server(next));
    expect(await raw(plain, 'CONNECT 127.0.0.1:9 HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n')).toBe('');
  });

  it('cannot see a method Node.js’s parser does not know: Node.js answers it 400, below 500', async () => {
    expect(await raw(port, 'FOO /api/contactemail HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});

describe('allowHeaderOf', () => {
  it('is the Allow of the path’s route, or GET, HEAD off the routes', () => {
    expect(allowHeaderOf('/api/orders/5O190127TN364715T/capture')).toBe('OPTIONS, POST');
    expect(allowHeaderOf('/api/service/customer')).toBe('GET, HEAD, OPTIONS');
    expect(allowHeaderOf('/api/service/customer/')).toBe('GET, HEAD, OPTIONS');
    expect(allowHeaderOf('/api/orders/a/b/capture')).toBe('GET, HEAD');
    expect(allowHeaderOf('/api/service/customers')).toBe('GET, HEAD');
  });
});
