import type { Locator } from '@playwright/test';

/**
 * The widths on either side of `.visually-hidden-narrow`'s bound (app/globals.css): words hidden
 * from sight up to 640 px and shown from 641 px, paired with whether they are shown there.
 */
export const NARROW_BOUND_WIDTHS = [
  [640, false],
  [641, true],
] as const;

/**
 * Whether the text is drawn where it can be read: a visually hidden element keeps a 1 x 1 px box,
 * which Playwright still counts as visible.
 * @returns the answer and the box, for a failure message
 */
export async function isDrawn(text: Locator): Promise<{ drawn: boolean; box: string }> {
  const { width, height } = (await text.boundingBox())!;
  return { drawn: width > 1 && height > 1, box: `${width} x ${height} px` };
}
