import catalogJson from '@/data/content/service-catalog.json';
import { parseDataFile } from './parse';
import { serviceCatalog, serviceCatalogFileSchema } from './service-catalog';

const file = 'data/content/service-catalog.json';

describe('data/content/service-catalog.json', () => {
  it('parses against the schema', () => {
    expect(parseDataFile(file, serviceCatalogFileSchema, catalogJson)).toEqual(serviceCatalog);
  });

  it('refuses a path that is not a page, naming the file, the entry and the field', () => {
    const moved = { ...catalogJson, scan: [{ ...catalogJson.scan[0], href: '/services/scanning' }] };
    expect(() => parseDataFile(file, serviceCatalogFileSchema, moved)).toThrow(
      'data/content/service-catalog.json: scan[0].href: must be a page of the route table (lib/http/routes.ts)',
    );
  });
});
