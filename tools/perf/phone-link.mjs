// A slow phone connection between the browser and a server on this machine, for `npm run audit`
// (docs/audit.md, "Reading the Lighthouse table"; docs/decisions.md, "The audit loads pages over a phone's
// connection"). Lighthouse's simulation predicts a phone from the load it observes, taking which
// requests had finished before each paint from that load; on loopback every request finishes in
// milliseconds, so the page's scripts are counted on the path to its first paint. Through this
// link they arrive as late as on the connection Lighthouse models.
import net from 'node:net';
import { throttling } from 'lighthouse/core/config/constants.js';

/** Lighthouse's mobile preset (slow 4G): 150 ms round trip, 1.6 Mbit/s down. */
const { rttMs, throughputKbps } = throttling.mobileSlow4G;

/**
 * Copies `from` into `to`, each chunk delayed by half a round trip and, when `kbps` is set, paced
 * at that rate (kbit/s, per connection, like one TCP connection of the modelled network). Chunks
 * leave in the order they came, from one queue: a timer per chunk could fire out of order (Node
 * rounds a timer's start to the loop's millisecond, so a later chunk with a shorter delay could
 * overtake an earlier one), and the browser would then read a broken HTTP answer.
 * @param {net.Socket} from
 * @param {net.Socket} to
 * @param {number} [kbps]
 */
function relay(from, to, kbps) {
  let lineFreeAt = 0;
  /** @type {{ dueAt: number, chunk: Buffer | null }[]} what is on the line; `null` is the end */
  const queue = [];
  let timer;
  const pump = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0].dueAt <= performance.now()) {
      const { chunk } = queue.shift();
      if (chunk === null) to.end();
      else if (!to.destroyed) to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(pump, queue[0].dueAt - performance.now());
  };
  const send = (chunk) => {
    const now = performance.now();
    lineFreeAt = Math.max(now, lineFreeAt) + (kbps && chunk ? (chunk.length * 8) / kbps : 0);
    queue.push({ dueAt: lineFreeAt + rttMs / 2, chunk });
    timer ??= setTimeout(pump, queue[0].dueAt - now);
  };
  from.on('data', send);
  from.on('end', () => send(null));
  from.on('error', () => {
    clearTimeout(timer);
    to.destroy();
  });
}

/**
 * A TCP port on 127.0.0.1 that forwards to `targetPort` through a slow 4G connection: every chunk
 * waits half of Lighthouse's 150 ms round trip each way, and the answers are paced at its 1.6
 * Mbit/s. Connecting is immediate (the handshake happens on loopback before a proxy can delay it).
 * @param {number} targetPort the server's port on 127.0.0.1
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} the link's base URL, and how to close it
 */
export async function startPhoneLink(targetPort) {
  const sockets = new Set();
  const link = net.createServer((client) => {
    const server = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    relay(client, server);
    relay(server, client, throughputKbps);
  });
  await new Promise((resolve) => link.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${link.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        link.close(() => resolve());
      }),
  };
}
