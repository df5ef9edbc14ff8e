/** Where the loopback fakes of the outside services listen (e2e/fakes/upstreams.mjs). */
export const fakeUpstreams = `http://127.0.0.1:${process.env.FAKE_UPSTREAMS_PORT ?? 4010}`;
