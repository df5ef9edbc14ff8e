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
    ['app/privacy/page.tsx', '@/lib/config/server', 'serverEnv'],
    ['app/example/page.tsx', '@/lib/store/db', 'getStore'],
    ['app/example/page.tsx', '@/lib/delivery/submit', 'submitRequest'],
    ['app/example/page.tsx', '@/lib/requests/service-calls', 'placeServiceCall'],
    ['app/example/page.tsx', '@/lib/upstream/plan-room', 'fetchPlanRoom'],
    ['app/layout.tsx', '@/lib/log', 'log'],
    ['app/sitemap.ts', '@/lib/config/server', 'serverEnv'],
    ['app/example/page.tsx', '../../lib/config/server', 'serverEnv'],
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

  it("refuses a client component lib/content/ (lib/content/site.ts, the readers, inline-svg.ts) and a form schema's static import", async () => {
    for (const [from, name] of [
      ['@/lib/content/site', 'siteConfig'],
      ['../../lib/content/site', 'siteConfig'],
      ['@/lib/content/templates', 'getTemplates'],
      ['@/lib/content/inline-svg', 'inlineSvgMarkup'],
      ['@/lib/forms/contact', 'contactSchemaFor'],
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
    expect(await brokenRules(importing('@/lib/content/site', 'siteConfig'), 'lib/browser/example.ts')).toContain(ZONES);
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

  it('refuses a form schema anything of ours but the form schemas, the log anything of ours but the platform, and the proxy the store', async () => {
    expect(await brokenRules(importing('@/lib/content/site', 'siteConfig'), 'lib/forms/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/content/site', 'siteConfig'), 'lib/log.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/config/deployment', 'runMode'), 'lib/log.ts')).toEqual([]);
    expect(await brokenRules(importing('@/lib/config/read', 'optional'), 'lib/config/deployment.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/store/db', 'getStore'), 'proxy.ts')).toContain(ZONES);
  });

  it('refuses the settings the content, lib/config/public.ts the server, a client component the server settings, and a content schema a reader', async () => {
    // next.config.ts reads the settings before it checks the content files, the proxy without them.
    expect(await brokenRules(importing('@/lib/content/shop', 'readShop'), 'lib/config/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/content/site', 'siteConfig'), 'proxy.ts')).toContain(ZONES);
    // next.config.ts, the proxy and the content editor's browser bundle load the public settings.
    expect(await brokenRules(importing('./server', 'serverEnv'), 'lib/config/public.ts')).toContain(ZONES);
    expect(await brokenRules(importing('./read', 'optional'), 'lib/config/public.ts')).toEqual([]);
    expect(await brokenRules(client(importing('@/lib/config/server', 'serverEnv')), 'components/forms/ContactFormClient.tsx')).toEqual(
      expect.arrayContaining([ZONES, CLIENT]),
    );
    expect(await brokenRules(importing('@/lib/content/pages', 'readPage'), 'lib/content/schemas/example.ts')).toContain(ZONES);
    expect(await brokenRules(importing('@/lib/forms/mailbox', 'mailboxAliases'), 'lib/content/schemas/example.ts')).toEqual([]);
  });

  it('names the rule of docs/architecture.md that the import breaks', async () => {
    const [result] = await eslint.lintText(importing('@/lib/config/server', 'serverEnv'), { filePath: 'app/privacy/page.tsx' });
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
        `import type { Delivery } from '@/lib/requests/types';\nimport { PageHeader } from '@/components/ui/PageHeader';\nimport { getMachinesByCategory } from '@/lib/content/machines';\nimport { siteConfig } from '@/lib/content/site';\n\nexport type Shown = Delivery;\nexport const used = [PageHeader, getMachinesByCategory, siteConfig];\n`,
        'app/privacy/page.tsx',
      ),
    ).toEqual([]);
    // A Server Component: the public settings, and the SVG files when the page is built.
    expect(await brokenRules(importing('@/lib/content/inline-svg', 'inlineSvgMarkup'), 'components/ui/SvgImage.tsx')).toEqual([]);
    expect(await brokenRules(importing('@/lib/content/site', 'siteConfig'), 'components/example/Example.tsx')).toEqual([]);
    // A client component: plain constants, types from anywhere, a schema through import().
    expect(
      await brokenRules(
        client(
          `import type { PrintTemplate } from '@/lib/content/templates';\nimport { contactFieldNames } from '@/lib/forms/contact-fields';\nimport { postJson } from '@/lib/browser/fetch-json';\n\nexport type Shown = PrintTemplate;\nexport const used = [contactFieldNames, postJson];\nexport const load = () => import('@/lib/forms/contact');\n`,
        ),
        'components/forms/ContactFormClient.tsx',
      ),
    ).toEqual([]);
    // A route handler: the server's modules. A test of lib/: the page it tests.
    expect(await brokenRules(importing('@/lib/config/server', 'serverEnv'), 'app/api/example/route.ts')).toEqual([]);
    expect(await brokenRules(importing('@/app/sitemap', 'sitemap'), 'lib/example.test.ts')).toEqual([]);
  });
});
