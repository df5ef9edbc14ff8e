import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readSiteEnv, siteEnvSchema } from './public';
import { readServerEnv, serverOnlyEnvSchema } from './server';

/**
 * Each variable is declared once, in one schema of lib/config/, with its one rule and default: the
 * server's schema extends the public one (lib/config/server.ts), so a variable both read is
 * written in the public one only. A name written in two schemas would be read two ways, as
 * SITE_URL once was (a default on one side, none on the other).
 */

/** Every zod object schema that a module of lib/config/ exports, by module and export name. */
async function exportedSchemas(): Promise<{ name: string; variables: string[] }[]> {
  const modules = readdirSync(__dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const schemas = await Promise.all(
    modules.map(async (file) =>
      Object.entries((await import(path.join(__dirname, file))) as Record<string, unknown>)
        .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
        .map(([name, schema]) => ({ name: `lib/config/${file} ${name}`, variables: Object.keys(schema.shape) })),
    ),
  );
  return schemas.flat();
}

it('declares each variable in one schema of lib/config/ only', async () => {
  const schemas = await exportedSchemas();
  // Not vacuous: the public, the server's own and the build's are among them.
  expect(schemas.map((schema) => schema.name)).toEqual(
    expect.arrayContaining([
      'lib/config/public.ts siteEnvSchema',
      'lib/config/server.ts serverOnlyEnvSchema',
      'lib/config/build.ts builtEnvSchema',
    ]),
  );
  const declaredIn = new Map<string, string[]>();
  for (const { name, variables } of schemas) {
    for (const variable of variables) declaredIn.set(variable, [...(declaredIn.get(variable) ?? []), name]);
  }
  const twice = [...declaredIn].filter(([, names]) => names.length > 1).map(([variable, names]) => `${variable}: ${names.join(', ')}`);
  expect(twice).toEqual([]);
});

it('gives the server the public settings as the build reads them, defaults included', () => {
  const server = readServerEnv({});
  const site = readSiteEnv({});
  for (const variable of Object.keys(siteEnvSchema.shape) as (keyof typeof site)[]) {
    expect([variable, server[variable]]).toEqual([variable, site[variable]]);
  }
  // Unset, SITE_URL is the plain-http default: no check of a deployment (an https SITE_URL) takes it for one.
  expect(server.SITE_URL).toBe('http://localhost:3000');
  expect(readServerEnv({ SITE_URL: 'https://shop.example.com' }).SITE_URL).toBe('https://shop.example.com');
});

it('names every setting in .env.example', () => {
  const example = readFileSync(path.join(__dirname, '../../.env.example'), 'utf8');
  // As `NAME=` with its comment, or in a comment for one a platform sets (VERCEL_ENV).
  const named = new Set(example.match(/\b[A-Z][A-Z0-9_]+\b/g));
  const settings = [...Object.keys(siteEnvSchema.shape), ...Object.keys(serverOnlyEnvSchema.shape)];
  expect(settings.filter((variable) => !named.has(variable))).toEqual([]);
});
