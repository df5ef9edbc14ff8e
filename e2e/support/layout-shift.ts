import type { Page } from '@playwright/test';

/** How much slower the CPU runs for pages with a form or a carousel (Chrome DevTools' 'mid-tier mobile'). */
export const CPU_SLOWDOWN = 4;

/**
 * Slows the page's CPU down `CPU_SLOWDOWN` times, as on a slow phone, where a part that changes
 * height as scripts hydrate would move what is below it (docs/requirements.md#speed). Answers a
 * function that puts the CPU back to full speed.
 */
export async function slowDownCpu(page: Page): Promise<() => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return async () => {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

/**
 * Sum of the layout shifts so far that no input caused (the page's CLS): 0, or the sum with each
 * shift's time (ms after navigation) and the elements that moved, from where to where
 * (`x,y wxh`), so a failure names its cause.
 */
export function layoutShift(page: Page): Promise<number | string> {
  return page.evaluate(
    () =>
      new Promise<number | string>((resolve) => {
        type Rect = { x: number; y: number; width: number; height: number };
        type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
        const rect = ({ x, y, width, height }: Rect) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
        const name = (node?: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
            : String(node?.nodeName);
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((shift) => !shift.hadRecentInput);
          const sum = shifts.reduce((total, shift) => total + shift.value, 0);
          const described = shifts.map(
            (shift) =>
              `at ${Math.round(shift.startTime)} ms: ` +
              (shift.sources ?? [])
                .map((source) => `${name(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`)
                .join('; '),
          );
          resolve(sum === 0 ? 0 : `${sum.toFixed(4)}, moved: ${described.join(' | ')}`);
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer never fires: read the result after a frame.
        requestAnimationFrame(() => setTimeout(() => resolve(0), 100));
      }),
  );
}

/** Lighthouse's phone (Moto G Power) viewport, in CSS px: the width the specs check a phone's layout at. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 };
