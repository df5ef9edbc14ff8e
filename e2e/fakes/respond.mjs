// Answers shared by the loopback fakes (upstreams.mjs and the *.routes.mjs files beside it).

/** Longer than the site's upstream timeout in the tests (UPSTREAM_TIMEOUT_MS), to force a 504. */
export const slowMs = Number(process.env.FAKE_SLOW_MS ?? 6000);

/** email -> { mode, count }: the next `count` gateway requests for that email fail that way. */
export const armed = new Map();

export function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Fails a request the way a broken upstream would, when a failure is armed for `key`.
 * @returns true when it answered (the caller then does nothing more)
 */
export function failIfArmed(key, res) {
  const failure = armed.get(key);
  if (!failure || failure.count <= 0) return false;
  failure.count -= 1;
  switch (failure.mode) {
    case 'status500':
      json(res, 500, { message: 'Internal server error' });
      break;
    case 'slow':
      setTimeout(() => json(res, 200, { statusCode: 200, body: 'late' }), slowMs);
      break;
    case 'garbage':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>Bad gateway</html>');
      break;
    case 'reset':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"statusCode": 2');
      res.socket?.destroy();
      break;
    default:
      res.socket?.destroy();
  }
  return true;
}
