/** An element's box on the page, in CSS px, as Playwright's `boundingBox()` answers it. */
export type Box = { x: number; y: number; width: number; height: number };

/** Whether `inner` lies wholly inside `outer` (edges may touch). */
export function within(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Whether two boxes share any area (boxes that only touch do not). */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A box as `left,top to right,bottom` in whole px, for a failure message. */
export function describeBox({ x, y, width, height }: Box): string {
  return `${Math.round(x)},${Math.round(y)} to ${Math.round(x + width)},${Math.round(y + height)}`;
}
