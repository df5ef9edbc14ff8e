/** The port of the loopback fakes of the outside services (e2e/fakes/upstreams.mjs); HTTPS on the next one. */
const port = Number(process.env.FAKE_UPSTREAMS_PORT ?? 4010);

/** Where the loopback fakes of the outside services listen (e2e/fakes/upstreams.mjs). */
export const fakeUpstreams = `http://127.0.0.1:${port}`;

/** The outside hosts whose scripts pages load: reCAPTCHA's, and PayPal's SDK, live and sandbox. */
export const OUTSIDE_SCRIPT_HOSTS = ['www.google.com', 'www.paypal.com', 'www.sandbox.paypal.com'];

/**
 * Chromium's `--host-resolver-rules` that send OUTSIDE_SCRIPT_HOSTS to the fakes' HTTPS port, where
 * e2e/fakes/outside-scripts.routes.mjs answers: the browser loads those scripts as from the web,
 * with no request interception, which would turn off its cache for the page and stop every request.
 */
export const outsideScriptHostRules = `--host-resolver-rules=${OUTSIDE_SCRIPT_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port + 1}`).join(', ')}`;
