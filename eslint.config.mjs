import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

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
  globalIgnores(['.next/**', '.vercel/**', 'out/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'var/**']),
]);
