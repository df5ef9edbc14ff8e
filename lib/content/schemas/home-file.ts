import { z } from 'zod';

/** How many machines the Home page features (docs/requirements.md#content-pages, rule 1). */
export const FEATURED_MACHINES = 3;
/**
 * What a brand's logo must be: an SVG of public/images/brands/, where the content editor keeps
 * an upload under its place in the list (`/images/brands/brands/0/logo.svg`, keystatic.config.ts)
 * with the extension it came with. Its format, size and safety: lib/content/picture-check.ts.
 */
export const BRAND_LOGO_PATTERN = /^\/images\/brands\/([\w-]+\/)*[\w-]+\.svg$/i;

/**
 * The Home page's content file, `data/content/home.json` (docs/editing.md): the featured machines
 * (file names of data/content/machines/, at most three, in the order shown; fewer are filled from
 * the catalogue) and the slides of the brand carousel (docs/requirements.md#content-pages, rule 1).
 * keystatic.config.ts edits it; test/content-editor.test.ts keeps the two the same. That each
 * featured machine exists, and each logo (an SVG, at most 1 MB, safe to show), is checked by
 * lib/content/content-check.ts.
 */
export const homeFileSchema = z.object({
  featured: z.array(z.string().min(1)).max(FEATURED_MACHINES),
  brands: z
    .array(
      z.object({
        /** Also the logo's text alternative. */
        name: z.string().min(1),
        logo: z.string().regex(BRAND_LOGO_PATTERN, 'must be an SVG of /images/brands/, uploaded in the editor'),
      }),
    )
    .min(1),
});

export type HomeFile = z.infer<typeof homeFileSchema>;
