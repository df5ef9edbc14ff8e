import { fillPage, fillText, MACHINE_PAGE, placeholdersIn, slotWords, TEMPLATE_PAGE } from './page-words';
import { readPage } from './pages';
import type { PageFile } from './schemas/page';

const page: PageFile = {
  seo_title: '{machine}',
  seo_description: '',
  blocks: [
    { discriminant: 'hero', value: { title: '{machine}', lead: 'See the {category}.', buttons: [], crumb: '' } },
    {
      discriminant: 'slot',
      value: {
        name: 'machine',
        heading: '',
        anchor: '',
        tone: 'plain',
        intro: '',
        note: '',
        empty: '',
        without_scripts: '',
        labels: [{ name: 'overview', text: 'About the {machine}' }],
      },
    },
  ],
};

describe('fillText', () => {
  it('fills every placeholder, and leaves the shop facts’ tags alone', () => {
    expect(fillText('Buy the {machine}, {machine}!', { machine: 'T850' }, MACHINE_PAGE)).toBe('Buy the T850, T850!');
    expect(fillText('Since {% shop value="founded" /%}', {}, MACHINE_PAGE)).toBe('Since {% shop value="founded" /%}');
  });

  it('names the file and the placeholder it does not fill', () => {
    expect(() => fillText('The {machin}', { machine: 'T850' }, MACHINE_PAGE)).toThrow(
      'data/content/pages/equipment-machine.json: "The {machin}": {machin} is none of {machine}',
    );
  });
});

describe('placeholdersIn', () => {
  it('names each placeholder once, in order, and not the shop facts’ tags', () => {
    expect(placeholdersIn('The {machine} in {category}: the {machine}.')).toEqual(['machine', 'category']);
    expect(placeholdersIn('Since {% shop value="founded" /%}')).toEqual([]);
  });
});

describe('fillPage', () => {
  it('fills every text of the page, the parts’ words too', () => {
    const filled = fillPage(page, { machine: 'T850', category: 'CAD plotters' }, MACHINE_PAGE);
    expect(filled.seo_title).toBe('T850');
    expect(filled.blocks[0].value).toMatchObject({ title: 'T850', lead: 'See the CAD plotters.' });
    expect(slotWords(filled, 'machine', ['overview'], MACHINE_PAGE)).toEqual({ overview: 'About the T850' });
  });
});

describe('slotWords', () => {
  it('names the file, the part and the words it lacks', () => {
    expect(() => slotWords(page, 'machine', ['overview', 'features'], MACHINE_PAGE)).toThrow(
      'data/content/pages/equipment-machine.json: the part "machine" has no words named features',
    );
  });
});

describe('the pages every machine and every template share', () => {
  it('fill with what their pages give them', () => {
    expect(() =>
      fillPage(
        readPage(MACHINE_PAGE),
        { machine: 'T850', summary: 'A plotter.', category: 'CAD', category_path: '/equipment/cad' },
        MACHINE_PAGE,
      ),
    ).not.toThrow();
    expect(() => fillPage(readPage(TEMPLATE_PAGE), { template: 'Open', sizes: '8.5x11' }, TEMPLATE_PAGE)).not.toThrow();
  });
});
