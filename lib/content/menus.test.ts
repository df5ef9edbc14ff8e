import menusJson from '@/data/content/menus.json';
import { mainSections, MENUS_FILE, menusFileSchema, quickRequests } from './menus';
import { parseDataFile } from './parse';

describe('data/content/menus.json', () => {
  it('parses against the schema', () => {
    expect(parseDataFile(MENUS_FILE, menusFileSchema, menusJson)).toEqual({ main: mainSections, quickRequests });
  });

  it('lists the Quick Requests of docs/requirements.md#header, rule 3, in order', () => {
    expect(quickRequests.map((link) => link.href)).toEqual([
      '/quote',
      '/quicksupply',
      '/pickup',
      '/repair/servicecall',
      '/meter',
      '/callme',
    ]);
  });

  it('refuses a link to a path that is not a page, naming the file, the entry and the field', () => {
    const moved = { ...menusJson, main: [{ href: '/contact', label: 'Contact' }] };
    expect(() => parseDataFile(MENUS_FILE, menusFileSchema, moved)).toThrow(
      'data/content/menus.json: main[0].href: must be a page of the route table (lib/http/routes.ts)',
    );
  });
});
