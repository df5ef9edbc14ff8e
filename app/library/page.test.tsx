import { render, screen, within } from '@testing-library/react';
import { getTemplates } from '@/lib/data/templates';
import LibraryPage from './page';

describe('LibraryPage', () => {
  it('lists the templates in reverse order, each linking to its index in the data', () => {
    const templates = getTemplates();
    render(<LibraryPage />);
    const items = within(screen.getByRole('list', { name: 'Sign templates' })).getAllByRole('listitem');
    expect(items).toHaveLength(templates.length);
    const last = templates.length - 1;
    const first = within(items[0]).getByRole('link', { name: `Order Prints of ${templates[last].description}` });
    expect(first).toHaveAttribute('href', `/library/template/${last}`);
    expect(within(items[last]).getByRole('link', { name: /Order Prints/ })).toHaveAttribute('href', '/library/template/0');
  });

  it('loads only the first row of 5 thumbnails eagerly', () => {
    const { container } = render(<LibraryPage />);
    const loading = Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('loading'));
    expect(loading.filter((value) => value === 'eager')).toHaveLength(Math.min(5, loading.length));
    expect(loading.slice(0, 5).every((value) => value === 'eager')).toBe(true);
  });
});
