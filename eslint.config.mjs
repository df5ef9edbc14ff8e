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
 * Route handlers (route.ts) are not among them, nor the staff side's pages (app/staff/), rendered
 * per request for a signed-in person.
 */
const PRERENDERED = [
  'app/{page,layout}.tsx',
  'app/!(staff|request)/**/{page,layout}.tsx',
  'app/not-found.tsx',
  'app/robots.ts',
  'app/sitemap.ts',
];

/**
 * The server's modules that hold its settings and secrets, its store, its deliveries, its calls to
 * outside services, its log and its request handling: what neither a page nor a component
 * imports. They are the modules that import 'server-only' (`git grep -l "import 'server-only'"`),
 * with the rest of their folders, but for two: lib/content/inline-svg.ts, with which SvgImage, a
 * Server Component, inlines the SVG files of public/ when a page is built (no secret); and
 * lib/config/content-editor.ts, which the content editor's page (app/keystatic/, rendered per
 * request, not pre-rendered) asks whether this server may serve the editor (it reads a public
 * setting only). The request kinds (lib/requests/) have zones of their own below, which let their
 * types and the order's pricing through (REQUEST_KINDS_SHARED).
 */
const SERVER_MODULES = [
  'app/api',
  'lib/config/server.ts',
  'lib/config/startup.ts',
  'lib/log.ts',
  'lib/store',
  'lib/delivery',
  'lib/upstream',
  'lib/api',
  'lib/staff',
];

/** The request kinds: their business rules, on the server. */
const REQUEST_KINDS = 'lib/requests';

/**
 * What of lib/requests/ the rest of the site may import: the request types (types and a pure helper, below the
 * store and the delivery) and the order's pricing (pure, shared by the order form and the server).
 */
const REQUEST_KINDS_SHARED = ['./types.ts', './order-pricing.ts'];

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
              message: `A page is pre-rendered: it reads lib/content/ (its site.ts among them), never the server's settings, secrets, store, deliveries or outside services (${LAYERS}).`,
            },
            {
              target: PRERENDERED,
              from: REQUEST_KINDS,
              except: REQUEST_KINDS_SHARED,
              message: `A page is pre-rendered: it never takes or delivers a request, but may import its types and the order's pricing (${LAYERS}).`,
            },
            {
              target: 'components',
              from: SERVER_MODULES,
              message: `A component, server or client, never imports the server's settings, secrets, store, deliveries or outside services: its page passes it what it needs (${LAYERS}).`,
            },
            {
              target: 'components',
              from: REQUEST_KINDS,
              except: REQUEST_KINDS_SHARED,
              message: `A component never takes or delivers a request: it posts to a route handler, and may import the request types and the order's pricing (${LAYERS}).`,
            },
            {
              target: ['app/api', 'app/**/route.ts'],
              from: 'components',
              message: `A route handler answers JSON: it never imports a component (${LAYERS}).`,
            },
            {
              target: 'proxy.ts',
              from: ['lib/store', 'lib/upstream', 'lib/delivery', 'lib/api', REQUEST_KINDS, 'lib/content', 'components', 'app'],
              message: `The proxy runs before a request's route: it reads lib/http/routes.ts, lib/config/public.ts and lib/config/deployment.ts, nothing heavy, no content file (${LAYERS}).`,
            },
            {
              target: notTests('lib'),
              from: ['components', 'app'],
              message: `lib/ is below the pages and components: it never imports them (${LAYERS}).`,
            },
            {
              target: notTests('lib/forms'),
              from: '.',
              except: ['./lib/forms', './node_modules'],
              message: `A form's schema is a shape that the form imports too: zod, libphonenumber-js and the other form schemas only (${LAYERS}).`,
            },
            {
              target: notTests('lib/content/schemas'),
              from: '.',
              except: ['./lib/content/schemas', './lib/forms', './node_modules'],
              message: `A content schema is a shape that the content editor's browser bundle imports too: zod, Markdoc, date-fns, libphonenumber-js and the other schemas only (${LAYERS}).`,
            },
            {
              target: notTests('lib/config'),
              from: ['lib/content', 'lib/seo'],
              message: `The settings are read without the content: next.config.ts reads them before it checks the content files, and the proxy without them (${LAYERS}).`,
            },
            {
              target: 'lib/config/public.ts',
              from: '.',
              except: ['./node_modules', './lib/config/read.ts'],
              message: `lib/config/public.ts imports nothing of ours but lib/config/read.ts: next.config.ts, the proxy and the content editor's browser bundle load it (${LAYERS}).`,
            },
            {
              target: notTests('lib/store'),
              from: ['lib/delivery', 'lib/upstream', 'lib/api'],
              message: `The store keeps requests, it knows no transport: the request types it keeps are in lib/requests/types.ts (${LAYERS}).`,
            },
            {
              target: notTests('lib/store'),
              from: REQUEST_KINDS,
              except: ['./types.ts'],
              message: `The store keeps requests, it knows no request kind: it imports lib/requests/types.ts only (${LAYERS}).`,
            },
            {
              target: notTests('lib/upstream'),
              from: ['lib/store', 'lib/delivery', 'lib/api'],
              message: `An outside service's module maps that service's calls: it knows neither the store nor the delivery (${LAYERS}).`,
            },
            {
              target: notTests('lib/upstream'),
              from: REQUEST_KINDS,
              except: ['./types.ts'],
              message: `An outside service's module knows no request kind: it imports lib/requests/types.ts only (${LAYERS}).`,
            },
            {
              target: notTests('lib/browser'),
              from: [...SERVER_MODULES, REQUEST_KINDS, 'lib/content'],
              message: `lib/browser/ runs in the browser: never the server's modules, the request kinds or lib/content/ (${LAYERS}).`,
            },
            {
              target: notTests('lib/format'),
              from: '.',
              except: ['./node_modules'],
              message: `lib/format/ writes the shop's calendar day and phone numbers from their values alone, importing nothing of ours: the forms' scripts and next.config.ts load its shop-date.ts (${LAYERS}).`,
            },
            {
              target: 'lib/log.ts',
              from: '.',
              except: ['./node_modules', './lib/config/deployment.ts'],
              message: `The log must work when the settings do not validate (refuseToStart): it imports nothing of ours but lib/config/deployment.ts (${LAYERS}).`,
            },
            {
              target: 'lib/config/deployment.ts',
              from: '.',
              except: ['./node_modules'],
              message: `lib/config/deployment.ts imports nothing of ours: next.config.ts and the log load it (${LAYERS}).`,
            },
          ],
        },
      ],
    },
  },
  // What a client component's bundle may hold: its types from anywhere, the form schemas only
  // through import() (zod loads when a form is first used), and nothing of the server or of the
  // pages' content (lib/content/, its site.ts among them, stays out of every browser bundle).
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
                    regex: `${LIB}((log|config/server|config/startup)$|(content|seo|store|upstream|api|delivery)(/|$)|requests/(?!(types|order-pricing)$))`,
                    allowTypeImports: true,
                    message: `A client component's bundle never holds the server's modules, the request kinds, lib/content/ (lib/content/site.ts among them) or lib/seo/: its page passes it what it needs as props (${LAYERS}).`,
                  },
                  {
                    regex: `${LIB}forms/(?!.*-fields$|order-limits$|spam-check-policy$|mailbox$)`,
                    allowTypeImports: true,
                    message: `A client component loads a zod schema through import() when the form is first used; it imports statically only the plain lib/forms/*-fields.ts, order-limits.ts, spam-check-policy.ts and mailbox.ts (${LAYERS}).`,
                  },
                ],
              },
            ],
          },
        },
      ]),
  globalIgnores(['.next/**', '.vercel/**', 'out/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'var/**']),
]);
