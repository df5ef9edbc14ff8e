import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

const root = import.meta.dirname;

/** Where a broken layer rule sends the reader. */
const LAYERS = 'docs/architecture.md#what-may-import-what';

/**
 * The pre-rendered files of app/: pages, layouts, the not-found page, robots.txt and the sitemap.
 * Route handlers (route.ts) are not among them.
 */
const PRERENDERED = ['app/**/page.tsx', 'app/**/layout.tsx', 'app/not-found.tsx', 'app/robots.ts', 'app/sitemap.ts'];

/**
 * The server's modules that hold its settings and secrets, its store, its deliveries, its calls to
 * outside services, its log and its request handling: what neither a page nor a component
 * imports. They are the modules that import 'server-only' (`git grep -l "import 'server-only'"`),
 * with the rest of their folders, but for lib/inline-svg.ts: SvgImage, a Server Component, inlines
 * the SVG files of public/ with it when a page is built (no secret). lib/delivery/ has zones of its
 * own below, which let its types.ts (types only) through.
 */
const SERVER_MODULES = [
  'app/api',
  'lib/env.ts',
  'lib/startup.ts',
  'lib/log.ts',
  'lib/store',
  'lib/upstream',
  'lib/api',
  'lib/service-calls.ts',
  'lib/meter-readings.ts',
  'lib/orders/checkout.ts',
  'lib/orders/store.ts',
  'lib/data/sandbox-equipment.ts',
];

/** A module's own source files, not its tests (which may import what they test through app/). */
const notTests = (folder) => `${folder}/**/!(*.test).{ts,tsx}`;

/**
 * The client components: every file of app/ and components/ that opens with 'use client', which a
 * glob cannot see. Read when ESLint loads this file (each `npm run lint`).
 */
const clientComponents = ['app', 'components'].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(readFileSync(path.join(root, folder, file), 'utf8')))
    // As globs: a folder such as [id] is a name here, not a character class.
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`.replace(/[[\]{}()*?!+@]/g, '\\$&')),
);

/** lib/ as a client component names it: `@/lib/`, or a path up to it. */
const LIB = '^(@/|(\\.\\./)+)lib/';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures take a `use` callback that is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Site links go through components/ui/Link.tsx, which turns prefetching off (JavaScript budgets).
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/Link' (no prefetch)." }] },
      ],
    },
  },
  {
    // The server logs through lib/log.ts, which redacts what a visitor typed (docs/requirements.md#privacy-and-terms).
    files: ['lib/**', 'app/**', 'instrumentation.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // The layers of docs/architecture.md#what-may-import-what, by the file each import resolves to
    // (an `@/` alias or a relative path alike). Its table's "never" column, zone by zone.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: PRERENDERED,
              from: SERVER_MODULES,
              message: `A page is pre-rendered: it reads lib/site.ts and lib/data/, never the server's settings, secrets, store, deliveries or outside services (${LAYERS}).`,
            },
            {
              target: PRERENDERED,
              from: 'lib/delivery',
              except: ['./types.ts'],
              message: `A page is pre-rendered: it never delivers a request (${LAYERS}).`,
            },
            {
              target: 'components',
              from: SERVER_MODULES,
              message: `A component, server or client, never imports the server's settings, secrets, store, deliveries or outside services: its page passes it what it needs (${LAYERS}).`,
            },
            {
              target: 'components',
              from: 'lib/delivery',
              except: ['./types.ts'],
              message: `A component never delivers a request (${LAYERS}).`,
            },
            {
              target: ['app/api', 'app/**/route.ts'],
              from: 'components',
              message: `A route handler answers JSON: it never imports a component (${LAYERS}).`,
            },
            {
              target: 'proxy.ts',
              from: [
                'lib/store',
                'lib/upstream',
                'lib/delivery',
                'lib/api',
                'lib/service-calls.ts',
                'lib/meter-readings.ts',
                'lib/orders',
                'components',
                'app',
              ],
              message: `The proxy runs before a request's route: it reads lib/routes.ts, lib/site.ts and lib/deployment.ts, nothing heavy (${LAYERS}).`,
            },
            {
              target: notTests('lib'),
              from: ['components', 'app'],
              message: `lib/ is below the pages and components: it never imports them (${LAYERS}).`,
            },
            {
              target: notTests('lib/schemas'),
              from: '.',
              except: ['./lib/schemas', './node_modules'],
              message: `A schema is a shape that the forms import too: zod, libphonenumber-js and the other schemas only (${LAYERS}).`,
            },
            {
              target: 'lib/log.ts',
              from: '.',
              except: ['./node_modules'],
              message: `The log must work when the settings do not validate (refuseToStart): it imports nothing of ours (${LAYERS}).`,
            },
          ],
        },
      ],
    },
  },
  // What a client component's bundle may hold: its types from anywhere, the schemas only through
  // import() (zod loads when a form is first used), and nothing of the server or of the pages'
  // settings and data (lib/site.ts stays out of every browser bundle).
  ...(clientComponents.length === 0
    ? []
    : [
        {
          files: clientComponents,
          rules: {
            '@typescript-eslint/no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    regex: `${LIB}((site|env|log|startup|inline-svg|service-calls|meter-readings)$|(data|store|upstream|api|delivery)(/|$)|orders/(checkout|store)$)`,
                    allowTypeImports: true,
                    message: `A client component's bundle never holds the server's modules, lib/site.ts or lib/data/: its page passes it what it needs as props (${LAYERS}).`,
                  },
                  {
                    regex: `${LIB}schemas/(?!.*-fields$|order-limits$|spam-check-policy$|mailbox$)`,
                    allowTypeImports: true,
                    message: `A client component loads a zod schema through import() when the form is first used; it imports statically only the plain lib/schemas/*-fields.ts, order-limits.ts, spam-check-policy.ts and mailbox.ts (${LAYERS}).`,
                  },
                ],
              },
            ],
          },
        },
      ]),
  globalIgnores(['.next/**', '.vercel/**', 'out/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'var/**']),
]);
