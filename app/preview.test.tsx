import { render, screen } from '@testing-library/react';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import robots from './robots';
import sitemap from './sitemap';

/** What a preview build pre-renders differently (docs/requirements.md#previews). */
describe.each([
  ['DEPLOY_ENV', 'preview'],
  ['VERCEL_ENV', 'preview'],
])('a build with %s=%s', (name, value) => {
  beforeEach(() => {
    process.env[name] = value;
  });
  afterEach(() => {
    delete process.env[name];
  });

  it('disallows every path in robots.txt and names no sitemap', () => {
    expect(robots()).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });

  it('has an empty sitemap', () => {
    expect(sitemap()).toEqual([]);
  });

  it('shows the Preview banner', () => {
    render(<PreviewBanner />);
    expect(screen.getByRole('complementary', { name: 'Preview deployment' })).toHaveTextContent('Preview: a test version of this site.');
  });
});

describe('a production build', () => {
  it('lets crawlers in, names the sitemap, lists the pages and shows no banner', () => {
    expect(robots()).toMatchObject({
      rules: { allow: '/', disallow: ['/api/', '/keystatic', '/staff'] },
      sitemap: expect.stringMatching(/\/sitemap\.xml$/),
    });
    expect(sitemap().length).toBeGreaterThan(30);
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
