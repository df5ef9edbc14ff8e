/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { JsonLdObject } from '@/lib/seo/structured-data';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  const data: JsonLdObject = { '@context': 'https://schema.org', '@type': 'Product', name: 'Banner</script><img src=x onerror=alert(1)>' };
  const html = renderToStaticMarkup(<JsonLd data={data} />);

  it('renders one ld+json script that a value cannot close early', () => {
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
  });

  it('holds the data as JSON', () => {
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(data);
  });
});
