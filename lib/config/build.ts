import { z } from 'zod';
// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { DEPLOYMENT_STAGES } from './deployment';

/**
 * What next.config.ts tells the code it builds (its `env`). Next writes each value in place of
 * `process.env.NAME` wherever the code spells that out, when it compiles: the code reads these as
 * such literals, never through a reader, whose `process.env[name]` Next leaves alone. A test such
 * as `process.env.CONTENT_EDITOR_BUILT === 'true'` is then a constant, and the build drops what it
 * guards. Not settings: nobody sets them (`.env.example` lists what a person sets).
 */
export const builtEnvSchema = z
  .object({
    /** The stage the build was made for; a server started as another refuses to start (instrumentation.ts, lib/config/startup.ts). */
    BUILT_FOR_STAGE: z.enum(DEPLOYMENT_STAGES),
    /**
     * `true` when the build holds the content editor (app/keystatic/, app/api/keystatic/): under
     * `next dev`, or with NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO (lib/config/public.ts).
     */
    CONTENT_EDITOR_BUILT: z.enum(['true', 'false']),
    /** The content check's problems as JSON, in a preview's build of content the check refuses (app/layout.report.tsx). */
    CONTENT_PROBLEMS: z.string(),
  })
  .partial();

/**
 * next.config.ts `env`: the values, checked, under the names the code reads.
 * @throws ZodError when a value is not one its entry allows
 */
export function builtEnv(values: z.input<typeof builtEnvSchema>): Record<string, string | undefined> {
  return builtEnvSchema.parse(values);
}
