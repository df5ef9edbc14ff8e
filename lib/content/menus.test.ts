import menusJson from '@/data/content/menus.json';
import { mainSections, MENUS_FILE, menusFileSchema, outsideServices, quickRequests } from './menus';
import { parseDataFile } from './parse';

describe('data/content/menus.json', () => {
  it('parses against the schema', () => {
    expect(parseDataFile(MENUS_FILE, menusFileSchema, menusJson)).toEqual({ main: mainSections, quickRequests, services: outsideServices });
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

  it('refuses an outside service the site has no setting for, naming the entry', () => {
    const unknown = { ...menusJson, services: [{ href: 'outside:fax', label: 'Fax' }] };
    expect(() => parseDataFile(MENUS_FILE, menusFileSchema, unknown)).toThrow(/data\/content\/menus\.json: services\[0\]\.href: /);
  });

  it('refuses a link to a path that is not a page, naming the file, the entry and the field', () => {
    const moved = { ...menusJson, main: [{ href: '/contact', label: 'Contact' }] };
    expect(() => parseDataFile(MENUS_FILE, menusFileSchema, moved)).toThrow(
      'data/content/menus.json: main[0].href: must be a page of the route table (lib/http/routes.ts)',
    );
  });
});
