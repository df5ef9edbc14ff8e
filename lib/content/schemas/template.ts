import { z } from 'zod';

/** What a sign size must read like: width x height in inches, e.g. 8.5x11. */
export const SIGN_SIZE_PATTERN = /^\d+(\.\d+)?x\d+$/;
/**
 * What a template's design must be: an SVG in a folder of public/templates/, as the content editor
 * keeps an upload, with the extension it came with: in the folder of the template's file name
 * (`templateDesignFolder`), under the field's name, e.g. /templates/face-mask-required/filename.svg
 * (keystatic.config.ts). Its format, size and safety: lib/content/picture-check.ts.
 */
export const TEMPLATE_FILENAME_PATTERN = /^\/templates\/([\w-]+\/)+[\w-]+\.svg$/i;

/**
 * The folder of public/ where the content editor keeps a template's design: one per template, by
 * its file's name. A design elsewhere is one the editor cannot show (lib/content/content-check.ts).
 * @param slug the template's file name in data/content/templates/ without `.json`, e.g. 'face-mask-required'
 * @returns e.g. '/templates/face-mask-required/'
 */
export function templateDesignFolder(slug: string): string {
  return `/templates/${slug}/`;
}

/**
 * A sign template's content file, `data/content/templates/<slug>.json` (docs/editing.md;
 * docs/requirements.md#template-library, rule 1): its title (`description`, which also describes
 * its design to visitors who cannot see it), its place in the library (1 first), its design, and a
 * price in USD per size. keystatic.config.ts edits it; a test keeps the two the same
 * (test/content-editor.test.ts).
 */
export const templateFileSchema = z.object({
  description: z.string().min(1),
  order: z.number().int().min(1),
  filename: z.string().regex(TEMPLATE_FILENAME_PATTERN, 'must be an SVG of /templates/, uploaded in the editor'),
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
