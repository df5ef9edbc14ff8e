import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * `npm run lint` refuses a bare console call in the server's code: it logs through lib/log.ts,
 * which redacts what a visitor typed (docs/requirements.md#privacy-and-terms, rule 5).
 */
jest.setTimeout(60_000);

const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });

/** The rules a file at `filePath` holding `code` breaks. */
async function brokenRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

it.each(['lib/example.ts', 'lib/delivery/example.ts', 'app/api/example/route.ts', 'instrumentation.ts'])(
  'refuses console.* in %s',
  async (filePath) => {
    for (const call of ['log', 'info', 'warn', 'error']) {
      expect(await brokenRules(`export function f() {\n  console.${call}('x');\n}\n`, filePath)).toContain('no-console');
    }
  },
);

it('lets the logger through, and the scripts talk to a person with console', async () => {
  expect(await brokenRules(`import { log } from '@/lib/log';\n\nexport function f() {\n  log.info('x');\n}\n`, 'lib/example.ts')).toEqual(
    [],
  );
  expect(await brokenRules(`console.log('x');\n`, 'scripts/example.mjs')).toEqual([]);
});

/**
 * `npm run lint` holds the layers of docs/architecture.md#what-may-import-what: the zones of
 * `import/no-restricted-paths` in eslint.config.mjs, and for client components (the files that open
 * with 'use client') `@typescript-eslint/no-restricted-imports`.
 */
describe('the layers', () => {
  const ZONES = 'import/no-restricted-paths';
  const CLIENT = '@typescript-eslint/no-restricted-imports';
  /** A module that imports `names` from `from` and exports them. */
  const importing = (from: string, ...names: string[]) =>
    `import { ${names.join(', ')} } from '${from}';\n\nexport const used = [${names.join(', ')}];\n`;
  /** A client component, as such a file opens. */
  const client = (code: string) => `'use client';\n\n${code}`;

  it.each([
    ['app/privacy/page.tsx', '@/lib/env', 'serverEnv'],
    ['app/example/page.tsx', '@/lib/store/db', 'getStore'],
    ['app/example/page.tsx', '@/lib/delivery/submit', 'submitRequest'],
    ['app/example/page.tsx', '@/lib/requests/service-calls', 'placeServiceCall'],
    ['app/example/page.tsx', '@/lib/upstream/plan-room', 'fetchPlanRoom'],
    ['app/layout.tsx', '@/lib/log', 'log'],
    ['app/sitemap.ts', '@/lib/env', 'serverEnv'],
    ['app/example/page.tsx', '../../lib/env', 'serverEnv'],
  ])(
    'refuses %s importing %s: a page never reads the server settings, the store, deliveries, request kinds, outside services or the log',
    async (filePath, from, name) => {
      expect(await brokenRules(importing(from, name), filePath)).toContain(ZONES);
    },
  );

  it('refuses a component, server or client, importing the store: by the @/ alias or a relative path', async () => {
    expect(await brokenRules(importing('@/lib/store/db', 'getStore'), 'components/example/Example.tsx')).toContain(ZONES);
    expect(await brokenRules(importing('../../lib/store/db', 'getStore'), 'components/example/Example.tsx')).toContain(ZONES);
    expect(await brokenRules(client(importing('@/lib/store/db', 'getStore')), 'components/forms/ContactFormClient.tsx')).toEqual(
      expect.arrayContaining([ZONES, CLIENT]),
    );
  });

  it("refuses a client component lib/site.ts, lib/data/, lib/inline-svg.ts and a zod schema's static import", async () => {
    for (const [from, name] of [
      ['@/lib/site', 'siteConfig'],
      ['../../lib/site', 'siteConfig'],
      ['@/lib/data/templates', 'getTemplates'],
      ['@/lib/inline-svg', 'inlineSvgMarkup'],
      ['@/lib/schemas/contact', 'contactSchemaFor'],
    ]) {
      expect(await brokenRules(client(importing(from, name)), 'components/forms/ContactFormClient.tsx')).toEqual([CLIENT]);
    }
  });

  it('refuses a route handler importing a component, and lib/ importing a page or a component', async () => {
    expect(await brokenRules(importing('@/components/ui/Link', 'Link'), 'app/api/example/route.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/app/sitemap', 'sitemap'), 'lib/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/components/ui/Link', 'Link'), 'lib/requests/example.ts')).toContain(ZONES);
  });

  it('refuses the store a transport or a request kind, an outside service the store, and lib/browser/ the server', async () => {
    expect(await brokenRules(importing('@/lib/delivery/submit', 'submitRequest'), 'lib/store/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/upstream/service-gateway', 'createServiceRequest'), 'lib/store/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/requests/meter-readings', 'lowerCounters'), 'lib/store/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/store/db', 'getStore'), 'lib/upstream/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/site', 'siteConfig'), 'lib/browser/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/delivery/submit', 'submitRequest'), 'lib/browser/example.ts')).toContain(ZONES);
  });

  it('refuses a client component a request kind, but lets the order pricing through', async () => {
    expect(await brokenRules(client(importing('@/lib/requests/orders', 'placeOrder')), 'components/forms/ContactFormClient.tsx')).toEqual(
      expect.arrayContaining([ZONES, CLIENT]),
    );
    expect(
      await brokenRules(client(importing('@/lib/requests/order-pricing', 'unitPrice')), 'components/library/TemplateOrderForm.tsx'),
    ).toEqual([]);
  });

  it('refuses a schema anything of ours but the schemas, the log anything of ours but the platform, and the proxy the store', async () => {
    expect(await brokenRules(importing('@/lib/site', 'siteConfig'), 'lib/schemas/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/site', 'siteConfig'), 'lib/log.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/deployment', 'runMode'), 'lib/log.ts')).toEqual([]);
    expect(await brokenRules(importing('@/lib/settings', 'optional'), 'lib/deployment.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/store/db', 'getStore'), 'proxy.ts')).toContain(ZONES);
  });

  it('names the rule of docs/architecture.md that the import breaks', async () => {
    const [result] = await eslint.lintText(importing('@/lib/env', 'serverEnv'), { filePath: 'app/privacy/page.tsx' });
    expect(result.messages).toEqual([
      expect.objectContaining({
        ruleId: ZONES,
        severity: 2,
        message: expect.stringContaining('docs/architecture.md#what-may-import-what'),
      }),
    ]);
  });

  it('lets through what the layers allow', async () => {
    // A page: the public settings, the data, components, and a type from anywhere.
    expect(
      await brokenRules(
        `import type { Delivery } from '@/lib/requests/types';\nimport { PageHeader } from '@/components/ui/PageHeader';\nimport { getMachinesByCategory } from '@/lib/data/machines';\nimport { siteConfig } from '@/lib/site';\n\nexport type Shown = Delivery;\nexport const used = [PageHeader, getMachinesByCategory, siteConfig];\n`,
        'app/privacy/page.tsx',
      ),
    ).toEqual([]);
    // A Server Component: the public settings, and the SVG files when the page is built.
    expect(await brokenRules(importing('@/lib/inline-svg', 'inlineSvgMarkup'), 'components/ui/SvgImage.tsx')).toEqual([]);
    expect(await brokenRules(importing('@/lib/site', 'siteConfig'), 'components/example/Example.tsx')).toEqual([]);
    // A client component: plain constants, types from anywhere, a schema through import().
    expect(
      await brokenRules(
        client(
          `import type { PrintTemplate } from '@/lib/data/templates';\nimport { contactFieldNames } from '@/lib/schemas/contact-fields';\nimport { postJson } from '@/lib/browser/fetch-json';\n\nexport type Shown = PrintTemplate;\nexport const used = [contactFieldNames, postJson];\nexport const load = () => import('@/lib/schemas/contact');\n`,
        ),
        'components/forms/ContactFormClient.tsx',
      ),
    ).toEqual([]);
    // A route handler: the server's modules. A test of lib/: the page it tests.
    expect(await brokenRules(importing('@/lib/env', 'serverEnv'), 'app/api/example/route.ts')).toEqual([]);
    expect(await brokenRules(importing('@/app/sitemap', 'sitemap'), 'lib/example.test.ts')).toEqual([]);
  });
});
