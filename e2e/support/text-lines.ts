import type { Locator } from '@playwright/test';

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
