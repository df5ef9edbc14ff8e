import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The closest visible text or control to one side of the viewport. */
export interface EdgeContent {
  /** Its distance from that edge of the viewport, in CSS px (negative: past the edge). */
  gap: number;
  /** What it is, for a failure message: the tag, its class and the start of its text. */
  what: string;
}

/** Where a page's content sits at the current viewport width. */
export interface PageMargins {
  left: EdgeContent;
  right: EdgeContent;
  /** How far the document scrolls sideways, in CSS px (0 when it fits). */
  horizontalScroll: number;
  /** The left edge of the page's title (its h1), in CSS px; null on a page without one. */
  titleLeft: number | null;
  /** The left-most visible text or control inside `main`, below the title's top. */
  mainLeft: EdgeContent | null;
}

/**
 * Measures where the visible text and controls of the page sit (docs/requirements.md#layout):
 * each text node's own line boxes (not its element's box, so a full-bleed background with padded
 * content counts by its content), and each field, button and embedded frame by its box. Parts clipped away by an ancestor with `overflow` other than visible (a carousel's slides
 * off to the side), hidden ones (`visibility`, `clip`, zero size) and ones above the document
 * (the skip link before it has focus) are left out.
 */
export function measureMargins(page: Page): Promise<PageMargins> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const title = document.querySelector('main h1');
    const titleBox = title?.getBoundingClientRect();

    /** The part of `rect` left after every clipping ancestor of `element`, or null when none is. */
    function visiblePart(element: Element, rect: DOMRect): { left: number; right: number } | null {
      let left = rect.left;
      let right = rect.right;
      if (rect.width === 0 || rect.height === 0 || rect.bottom + window.scrollY < 0) return null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.opacity === '0') return null;
        if (style.clip !== 'auto' && style.position === 'absolute') return null;
        if (node !== element && style.overflowX !== 'visible') {
          const box = node.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (right - left < 1) return null;
      }
      // Wholly beside the viewport: put out of sight on purpose (the forms' honeypot field).
      if (right <= 0 || left >= window.innerWidth) return null;
      return { left, right };
    }

    const describe = (element: Element, text: string) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> ${text.trim().slice(0, 40)}`;

    const parts: { left: number; right: number; what: string; element: Element }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim() || parent.closest('script, style, noscript, template, svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        const part = visiblePart(parent, rect);
        if (part) parts.push({ ...part, what: describe(parent, text.textContent), element: parent });
      }
    }
    for (const control of document.querySelectorAll('input:not([type=hidden]), select, textarea, button, [role=button], iframe')) {
      const part = visiblePart(control, control.getBoundingClientRect());
      if (part) parts.push({ ...part, what: describe(control, control.getAttribute('aria-label') ?? ''), element: control });
    }

    const none = { gap: Infinity, what: 'nothing' };
    const left = parts.reduce((best, p) => (p.left < best.gap ? { gap: p.left, what: p.what } : best), none);
    const right = parts.reduce((best, p) => (width - p.right < best.gap ? { gap: width - p.right, what: p.what } : best), none);
    const inMain = parts.filter((p) => p.element.closest('main') && titleBox && p.element.getBoundingClientRect().top >= titleBox.top);
    const mainLeft = inMain.length ? inMain.reduce((best, p) => (p.left < best.gap ? { gap: p.left, what: p.what } : best), none) : null;
    return {
      left,
      right,
      horizontalScroll: document.documentElement.scrollWidth - width,
      titleLeft: titleBox ? titleBox.left : null,
      mainLeft,
    };
  });
}

/** The widths a page is checked at, in CSS px: three phones, a tablet and a desktop. */
export const MARGIN_WIDTHS = [360, 390, 412, 768, 1440];

/** The least room between visible content and the viewport's sides (docs/requirements.md#layout), in CSS px. */
const MIN_MARGIN = 12;

/**
 * Resizes the page, scrolled to its top, through MARGIN_WIDTHS (height 844 px on a phone, 900 px
 * from 768 px) and expects at each: no sideways scroll, at least MIN_MARGIN px between visible
 * content and either side, and at 1440 px the main content starting at the title's left edge
 * (docs/requirements.md#layout). Failures are soft, so one run names every width that fails; the
 * smallest margin per width is kept as an annotation (`--reporter=json`).
 */
export async function expectMargins(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of MARGIN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const margins = await measureMargins(page);
    test.info().annotations.push({ type: `margin at ${width} px`, description: String(Math.min(margins.left.gap, margins.right.gap)) });
    expect.soft(margins.horizontalScroll, `${path} at ${width} px scrolls sideways`).toBe(0);
    expect.soft(margins.left.gap, `${path} at ${width} px: ${margins.left.what}`).toBeGreaterThanOrEqual(MIN_MARGIN);
    expect.soft(margins.right.gap, `${path} at ${width} px: ${margins.right.what}`).toBeGreaterThanOrEqual(MIN_MARGIN);
    if (width === 1440) {
      expect(margins.titleLeft, `${path} has a title in its main content`).not.toBeNull();
      expect.soft(Math.round(margins.mainLeft!.gap), `${path} at 1440 px: ${margins.mainLeft!.what}`).toBe(Math.round(margins.titleLeft!));
    }
  }
}
