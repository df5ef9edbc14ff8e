import { z } from 'zod';

/** What a sign size must read like: width x height in inches, e.g. 8.5x11. */
export const SIGN_SIZE_PATTERN = /^\d+(\.\d+)?x\d+$/;
/** What a template's design must be: an SVG file name of public/templates/. */
export const TEMPLATE_FILENAME_PATTERN = /^[a-z0-9-]+\.svg$/;

/**
 * A sign template's content file, `data/content/templates/<slug>.json` (docs/editing.md;
 * docs/requirements.md#template-library, rule 1): its title (`description`), its place in the
 * library (1 first), its design, and a price in USD per size. keystatic.config.ts edits it; a test
 * keeps the two the same (test/content-editor.test.ts).
 */
export const templateFileSchema = z.object({
  description: z.string().min(1),
  order: z.number().int().min(1),
  filename: z.string().regex(TEMPLATE_FILENAME_PATTERN, 'must be a file name like face-mask-required.svg'),
  prices: z
    .array(
      z.object({
        size: z.string().regex(SIGN_SIZE_PATTERN, 'must read like 8.5x11'),
        price: z.number().positive(),
      }),
    )
    .min(1),
});

export type TemplateFile = z.infer<typeof templateFileSchema>;
