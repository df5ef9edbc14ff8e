import { z } from 'zod';

/** How many machines the Home page features (docs/requirements.md#content-pages, rule 1). */
export const FEATURED_MACHINES = 3;
/** What a brand's logo must be: an SVG of public/images/brands/. */
export const BRAND_LOGO_PATTERN = /^\/images\/brands\/[a-z0-9-]+\.svg$/;

/**
 * The Home page's content file, `data/content/home.json` (docs/editing.md): the featured machines
 * (file names of data/content/machines/, at most three, in the order shown; fewer are filled from
 * the catalogue) and the slides of the brand carousel (docs/requirements.md#content-pages, rule 1).
 * keystatic.config.ts edits it; test/content-editor.test.ts keeps the two the same. That each
 * featured machine and each logo exists is checked by lib/data/content-check.ts.
 */
export const homeFileSchema = z.object({
  featured: z.array(z.string().min(1)).max(FEATURED_MACHINES),
  brands: z
    .array(
      z.object({
        name: z.string().min(1),
        logo: z.string().regex(BRAND_LOGO_PATTERN, 'must be an SVG of /images/brands/'),
      }),
    )
    .min(1),
});

export type HomeFile = z.infer<typeof homeFileSchema>;
