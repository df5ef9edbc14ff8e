// Moves the clock of the process that preloads it (node --import) by CLOCK_OFFSET_MS: `new Date()`
// and `Date.now()` answer that much later. e2e/content-editor-admin.spec.ts builds the site with it, to see the site-wide
// notice go after its last day without waiting for the day to end.
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
