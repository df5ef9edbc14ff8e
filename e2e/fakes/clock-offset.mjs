// Moves the clock of the process that preloads it (node --import) by CLOCK_OFFSET_MS: `new Date()`,
// `Date.now()` and `performance.timeOrigin` answer that much later. e2e/content-editor-admin.spec.ts
// starts a server with it, to see the site-wide notice go after its last day without waiting for the
// day to end: the notice's days are read by `Date`, a cached page's age by `performance`'s clock.
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const RealDate = Date;

class MovedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = MovedDate;
Object.defineProperty(performance, 'timeOrigin', { value: performance.timeOrigin + offset });
