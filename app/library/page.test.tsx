import { render, screen, within } from '@testing-library/react';
import { slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { getTemplates } from '@/lib/content/templates';
import LibraryPage from './page';

/** The grid's name, as data/content/pages/library.json says it. */
const listName = slotWords(readPage('/library'), 'templates', ['list'], '/library').list;

describe('LibraryPage', () => {
  it('lists the templates in reverse order, each linking to its index in the data', () => {
    const templates = getTemplates();
    render(<LibraryPage />);
    const items = within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');
    expect(items).toHaveLength(templates.length);
    const last = templates.length - 1;
    const first = within(items[0]).getByRole('link', {
      name: new RegExp(`^Order Prints\\W+${templates[last].description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });
    expect(first).toHaveAttribute('href', `/library/template/${last}`);
    expect(within(items[last]).getByRole('link', { name: /Order Prints/ })).toHaveAttribute('href', '/library/template/0');
  });

  it("draws a phone's first row of 2 thumbnails inside the page, loads the rest of a wide first row of 5 at once and the others lazily", () => {
    const templates = getTemplates();
    render(<LibraryPage />);
    const items = within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');
    // A card's thumbnail is its first element: an img, or a span the drawing is inside.
    const thumbnails = items.map((item) => {
      const thumbnail = item.querySelector('article')?.firstElementChild;
      return thumbnail?.tagName === 'SPAN' && thumbnail.querySelector('svg') ? 'drawn' : thumbnail?.getAttribute('loading');
    });
    expect(thumbnails).toHaveLength(templates.length);
    expect(thumbnails).toEqual(templates.map((_, position) => (position < 2 ? 'drawn' : position < 5 ? 'eager' : 'lazy')));
  });
});
