import { pageSlot, readPage } from '../lib/content/pages';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact } from '../lib/content/site';
import { expect, test } from './support/fixtures';

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

  await expect(open.getByRole('table', { name: 'Public Works' }).getByRole('link')).toHaveText(['Open Culvert Project']);
  await expect(open.getByRole('table', { name: 'Schools' }).getByRole('link')).toHaveText(['Undated Gym Project']);
  await expect(
    open
      .getByRole('row', { name: /Undated Gym Project/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('To be announced');

  await expect(closed.getByText(recentlyClosed.intro)).toBeVisible();
  await expect(closed.getByRole('table', { name: 'Public Works' }).getByRole('link')).toHaveText(['Closed Two Days Ago Sewer Project']);
  await expect(closed.getByRole('table', { name: 'Schools' })).toHaveCount(0);

  await expect(page.getByText('Closed Forty Days Ago Roof Project')).toHaveCount(0);
});
