import { render, screen, within } from '@testing-library/react';
import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { homeTrail, pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { pickFeaturedMachines } from '@/lib/content/featured-machines';
import { readHome } from '@/lib/content/home';
import type { Machine, MachinesByCategory } from '@/lib/content/machines';
import { pageBlock, pageSlot, readPage } from '@/lib/content/pages';
import { serviceCatalog } from '@/lib/content/service-catalog';
import { siteConfig } from '@/lib/content/site';
import { ActionLinks } from './ActionLinks';
import { FlipCard } from './FlipCard';

// The form and the carousel are client components owned elsewhere and tested there; here they
// only need to be present where the pages put them.
jest.mock('@/components/forms/ContactForm', () => ({
  ContactForm: ({ emailSubject }: { emailSubject?: string }) => <div data-testid="contact-form" data-subject={emailSubject} />,
}));
jest.mock('@/components/carousel/LogoCarousel', () => ({
  LogoCarousel: ({ label, logos }: { label: string; logos: { src: string; alt: string }[] }) => (
    <ul aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.src}>{logo.alt}</li>
      ))}
    </ul>
  ),
}));

const machine = (name: string): Machine => ({
  name,
  description: `${name} description`,
  features: ['feature'],
  image_url: `/images/machines/${name}.svg`,
  specifications: [],
  datasheet_url: '',
});

describe('pickFeaturedMachines', () => {
  const data: MachinesByCategory = {
    mfp: [machine('m0'), machine('m1')],
    wide: [],
    graphics: [machine('g0'), machine('g1')],
    cad: [machine('c0')],
    scanners: [],
  };

  it('takes one machine per category before a second one, keeping each index', () => {
    const picks = pickFeaturedMachines(data, ['graphics', 'cad', 'mfp'], 3);
    expect(picks.map((p) => `${p.category}/${p.index}/${p.machine.name}`)).toEqual(['graphics/0/g0', 'cad/0/c0', 'mfp/0/m0']);
  });

  it('fills from second machines when categories run out', () => {
    const picks = pickFeaturedMachines(data, ['cad', 'mfp'], 3);
    expect(picks.map((p) => `${p.category}/${p.index}`)).toEqual(['cad/0', 'mfp/0', 'mfp/1']);
  });

  it('puts the chosen machines first, in their order, and fills the rest without repeating one', () => {
    const picks = pickFeaturedMachines(data, ['graphics', 'cad', 'mfp'], 3, [
      { category: 'mfp', index: 1 },
      { category: 'graphics', index: 0 },
    ]);
    expect(picks.map((p) => `${p.category}/${p.index}/${p.machine.name}`)).toEqual(['mfp/1/m1', 'graphics/0/g0', 'cad/0/c0']);
  });

  it('takes no more chosen machines than asked for', () => {
    const chosen = [
      { category: 'mfp' as const, index: 0 },
      { category: 'mfp' as const, index: 1 },
      { category: 'cad' as const, index: 0 },
    ];
    expect(pickFeaturedMachines(data, ['graphics'], 2, chosen).map((p) => p.machine.name)).toEqual(['m0', 'm1']);
  });

  it('returns nothing for empty data', () => {
    const empty: MachinesByCategory = { mfp: [], wide: [], graphics: [], cad: [], scanners: [] };
    expect(pickFeaturedMachines(empty, ['mfp'], 3)).toEqual([]);
  });
});

describe('breadcrumb trails', () => {
  const services = pageCrumb('/services');

  it('builds Home > page', () => {
    expect(homeTrail('Request a Quote')).toEqual([{ label: 'Home', href: '/' }, { label: 'Request a Quote' }]);
  });

  it('builds Home > Services > page, with the Services target overridable', () => {
    expect(servicesTrail('Signs')).toEqual([{ label: 'Home', href: '/' }, { label: services, href: '/services' }, { label: 'Signs' }]);
    expect(servicesTrail('Fine Art', { servicesHref: '/services/print/fineart' })[1]).toEqual({
      label: services,
      href: '/services/print/fineart',
    });
  });

  it("names a page by its content's short name, else by its title", () => {
    for (const route of ['/services/print/fineart', '/services/print/signs']) {
      const { crumb, title } = pageBlock(readPage(route), 'hero', route);
      expect(pageCrumb(route)).toBe(crumb || title);
    }
  });
});

describe('ActionLinks', () => {
  it('announces new tabs and keeps files and phones as plain links', () => {
    render(
      <ActionLinks
        actions={[
          { label: 'Upload', href: 'https://upload.example.com/upload', newTab: true },
          { label: 'Prices', href: '/prices.pdf' },
          { label: 'Quote', href: '/quote' },
        ]}
      />,
    );
    const upload = screen.getByRole('link', { name: 'Upload (opens in a new tab)' });
    expect(upload).toHaveAttribute('target', '_blank');
    expect(upload).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Prices' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Quote' })).toHaveAttribute('href', '/quote');
  });
});

describe('FlipCard', () => {
  it('keeps front and back in the DOM, with one link', () => {
    render(
      <FlipCard title="Buy Supplies" teaser="Ink and toner" href="/supplies" linkLabel="Shop Supplies">
        Back text
      </FlipCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Buy Supplies' })).toBeInTheDocument();
    expect(screen.getByText('Ink and toner')).toBeVisible();
    expect(screen.getByText('Back text')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Shop Supplies' })).toHaveAttribute('href', '/supplies');
  });
});

interface PageModule {
  default: ComponentType;
  metadata: Metadata;
}

/** The home page's words (data/content/pages/home.json), which the content editor changes. */
const home = readPage('/');

/**
 * A service page's row: its module, and its title and first heading under it as its content file
 * (data/content/pages/) says them, which the content editor changes.
 */
function serviceRow(route: string, load: () => Promise<PageModule>): [string, () => Promise<PageModule>, string, string] {
  const page = readPage(route);
  const heading = page.blocks.map((block) => ('heading' in block.value ? block.value.heading : '')).find(Boolean);
  if (!heading) throw new Error(`${route}: no heading under the title`);
  return [route, load, pageBlock(page, 'hero', route).title, heading];
}

/** Every page of this folder's owner: module, h1, and a fact the page must show. */
const pages: [string, () => Promise<PageModule>, string, string][] = [
  ['/', () => import('@/app/page'), pageBlock(home, 'hero', '/').title, pageBlock(home, 'steps', '/').steps[0].title],
  serviceRow('/services', () => import('@/app/services/page')),
  serviceRow('/services/print/fineart', () => import('@/app/services/print/fineart/page')),
  serviceRow('/services/print/engineering', () => import('@/app/services/print/engineering/page')),
  serviceRow('/services/print/signs', () => import('@/app/services/print/signs/page')),
  serviceRow('/services/print/business', () => import('@/app/services/print/business/page')),
  serviceRow('/services/print/smallformat', () => import('@/app/services/print/smallformat/page')),
  serviceRow('/services/print/lamination', () => import('@/app/services/print/lamination/page')),
  serviceRow('/services/scans', () => import('@/app/services/scans/page')),
  serviceRow('/services/scans/art', () => import('@/app/services/scans/art/page')),
  serviceRow('/services/bid/plancenter', () => import('@/app/services/bid/plancenter/page')),
];

describe.each(pages)('page %s', (path, load, h1, fact) => {
  let container: HTMLElement;
  let mod: PageModule;

  beforeEach(async () => {
    mod = await load();
    const Page = mod.default;
    ({ container } = render(<Page />));
  });

  it('has its own title and a one-sentence description', () => {
    const { title } = mod.metadata;
    // The home page names the shop itself (an absolute title); the others get it from the layout.
    const text = typeof title === 'object' && title !== null && 'absolute' in title ? title.absolute : title;
    expect(text).toEqual(expect.stringMatching(/\w/));
    expect(mod.metadata.description).toMatch(/^[^.]+\.$/);
  });

  it('has one h1 and headings in order', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h1);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it('shows its key fact', () => {
    expect(container).toHaveTextContent(fact);
  });

  it('gives every image an alt and a size, and every link a name', () => {
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('alt');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    for (const link of screen.getAllByRole('link')) {
      expect(link.textContent?.trim()).not.toBe('');
    }
  });

  it('has a breadcrumb on every page but Home', () => {
    const nav = screen.queryByRole('navigation', { name: 'Breadcrumb' });
    if (path === '/') {
      expect(nav).toBeNull();
    } else {
      expect(within(nav as HTMLElement).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    }
  });

  it('does not type the company phone into the page', () => {
    // Phones come from siteConfig; the CTA shows the configured one, and nothing else looks like a phone.
    const phones = container.textContent?.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? [];
    for (const phone of phones) expect([siteConfig.phones.main, siteConfig.phones.service]).toContain(phone);
  });
});

describe('page specifics', () => {
  /** Where the page's links go. */
  const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

  it('Fine Art: Services crumb points at the page itself; pricing PDF, scanning and DPI guide linked', async () => {
    const { default: Page } = await import('@/app/services/print/fineart/page');
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: pageCrumb('/services') })).toHaveAttribute('href', '/services/print/fineart');
    expect(hrefs()).toEqual(expect.arrayContaining([siteConfig.external.fineartPricing, '/services/scans/art', '/filesize-dpi']));
  });

  it('Small format: upload link and the tagged contact form', async () => {
    const { default: Page } = await import('@/app/services/print/smallformat/page');
    render(<Page />);
    expect(hrefs()).toContain(siteConfig.external.upload);
    const { subject } = pageBlock(readPage('/services/print/smallformat'), 'form', '/services/print/smallformat');
    expect(screen.getByTestId('contact-form')).toHaveAttribute('data-subject', subject);
  });

  it('Scanning: links to Plancenter and Fine Art Scanning', async () => {
    const { default: Page } = await import('@/app/services/scans/page');
    render(<Page />);
    expect(hrefs()).toEqual(expect.arrayContaining(['/services/bid/plancenter', '/services/scans/art']));
  });

  it('Fine Art Scanning: the captioned example scans', async () => {
    const { default: Page } = await import('@/app/services/scans/art/page');
    const { container } = render(<Page />);
    const captions = [...container.querySelectorAll('figcaption')].map((c) => c.textContent);
    const { pictures } = pageBlock(readPage('/services/scans/art'), 'gallery', '/services/scans/art');
    expect(captions).toEqual(pictures.map(({ caption }) => caption));
  });

  it('Services: a card for every service of the catalogue', async () => {
    const { default: Page } = await import('@/app/services/page');
    render(<Page />);
    for (const service of Object.values(serviceCatalog).flat()) expect(hrefs()).toContain(service.href);
  });

  it('Home: its flip cards to their pages, the brand carousel and the form', async () => {
    const { default: Page } = await import('@/app/page');
    render(<Page />);
    for (const { title, link_href } of pageBlock(home, 'flip_cards', '/').cards) {
      const card = screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
      expect(within(card).getByRole('link')).toHaveAttribute('href', link_href);
    }
    const brands = screen.getByRole('list', { name: pageSlot(home, 'brands', '/').heading });
    expect(within(brands).getAllByRole('listitem')).toHaveLength(readHome().brands.length);
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
  });
});
