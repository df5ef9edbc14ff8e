import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npm run db:generate` writes SQL migrations for lib/store/schema.ts into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/store/schema.ts',
  out: './drizzle',
});
