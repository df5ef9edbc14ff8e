import { slotWords } from '../lib/content/page-words';
import { pageSlot, readPage } from '../lib/content/pages';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact } from '../lib/content/site';
import { expect, test } from './support/fixtures';
import { linesOf } from './support/text-lines';

/** A part of /bidsets as the page's content file says it (data/content/pages/bidsets.json): its heading and introduction. */
function bidsetsPart(name: 'projects' | 'recently-closed') {
  const { heading, intro } = pageSlot(readPage('/bidsets'), name, '/bidsets');
  return { heading, intro: richTextPlain(intro, shopFact) };
}

/**
 * Honest bid lists (docs/operations.md#bidsets): the site is built against a fake plan room whose bid dates
 * are relative to the build (e2e/fakes/plan-room.routes.mjs), so each project's place is known on
 * any day: open (a week ahead; no date), recently closed (two days ago), gone (40 days ago).
 */
test('projects whose bid date has passed are listed as recently closed for 30 days, then not at all', async ({ page }) => {
  await page.goto('/bidsets');
  const recentlyClosed = bidsetsPart('recently-closed');
  const open = page.getByRole('region', { name: bidsetsPart('projects').heading });
  const closed = page.getByRole('region', { name: recentlyClosed.heading });

  await expect(open.getByRole('table', { name: 'Public Works' }).getByRole('link')).toHaveText(['Open Culvert Project', 'Addendum 1']);
  await expect(open.getByRole('table', { name: 'Schools' }).getByRole('link')).toHaveText(['Undated Gym Project']);
  await expect(
    open
      .getByRole('row', { name: /Undated Gym Project/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(slotWords(readPage('/bidsets'), 'projects', ['no-date'], '/bidsets')['no-date']);

  await expect(closed.getByText(recentlyClosed.intro)).toBeVisible();
  await expect(closed.getByRole('table', { name: 'Public Works' }).getByRole('link')).toHaveText(['Closed Two Days Ago Sewer Project']);
  await expect(closed.getByRole('table', { name: 'Schools' })).toHaveCount(0);

  await expect(page.getByText('Closed Forty Days Ago Roof Project')).toHaveCount(0);
});

test('on a phone a bid date breaks only between its date and its time, and an addendum stays whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bidsets');
  const cells = page.getByRole('row', { name: /Open Culvert Project/ }).getByRole('cell');
  // The plan room's way of writing a date (e2e/fakes/plan-room.routes.mjs): '2026-12-08 2:00 PM'.
  const [, date, time] = /^(\d{4}-\d{2}-\d{2})\s(\d{1,2}:\d{2}\s[AP]M)$/.exec(await cells.first().innerText()) ?? [];
  expect(await linesOf(cells.first(), date)).toBe(1);
  expect(await linesOf(cells.first(), time)).toBe(1);
  await expect(cells.last().getByRole('link')).toHaveText('Addendum 1');
  expect(await linesOf(cells.last(), 'Addendum 1')).toBe(1);
});
