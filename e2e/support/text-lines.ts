import type { Locator, Page } from '@playwright/test';
import { HYPHENATED_WORD, SHORT_HYPHENATED_LENGTH } from '../../lib/format/line-breaks';

/**
 * On how many lines `text` shows inside the element: the distinct tops of its characters' boxes.
 * @returns 0 when the element's text does not hold it
 */
export function linesOf(element: Locator, text: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const chars: { node: Text; offset: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let offset = 0; offset < node.data.length; offset++) chars.push({ node, offset });
    }
    const whole = chars
      .map(({ node, offset }) => node.data[offset])
      .join('')
      .replace(/\s/g, ' ');
    const start = whole.indexOf(wanted.replace(/\s/g, ' '));
    if (start < 0) return 0;
    const tops = chars.slice(start, start + wanted.length).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return Math.round(range.getBoundingClientRect().top);
    });
    return new Set(tops).size;
  }, text);
}

/**
 * The short hyphenated words of the page's visible text (lib/format/line-breaks.ts: 'E-Info',
 * '8am-5pm', '36-in') that show on more than one line, each with the element that holds it.
 * @returns none when every one keeps to its line
 */
export function splitShortHyphenatedWords(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ source, flags, longest }) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const holder = node.parentElement;
        if (!holder || holder.closest('script, style') || !holder.checkVisibility()) continue;
        for (const match of node.data.matchAll(new RegExp(source, flags))) {
          if (match[0].length > longest) continue;
          const tops = new Set<number>();
          for (let offset = match.index; offset < match.index + match[0].length; offset++) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const box = range.getBoundingClientRect();
            if (box.width > 0) tops.add(Math.round(box.top));
          }
          if (tops.size > 1) split.push(`'${match[0]}' in a ${holder.tagName.toLowerCase()}`);
        }
      }
      return split;
    },
    { source: HYPHENATED_WORD.source, flags: HYPHENATED_WORD.flags, longest: SHORT_HYPHENATED_LENGTH },
  );
}
