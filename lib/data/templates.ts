import { z } from 'zod';
import templatesJson from '@/data/templates.json';
import { parseDataFile } from './parse';

/** Print template: one price per size, same order (docs/requirements.md#template-library, rule 1). */
export const templateSchema = z
  .object({
    filename: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be a file name like face-mask-required.svg'),
    description: z.string().min(1),
    sizes: z.array(z.string().regex(/^\d+(\.\d+)?x\d+$/, 'must read like 8.5x11')).min(1),
    price: z.array(z.number().positive()).min(1),
  })
  .refine((t) => t.sizes.length === t.price.length, {
    message: 'sizes and price must have one entry each, in the same order',
    path: ['price'],
  });

export type PrintTemplate = z.infer<typeof templateSchema>;
export const templatesFileSchema = z.array(templateSchema);

const templates = parseDataFile('data/templates.json', templatesFileSchema, templatesJson);

/**
 * Sign styles and materials offered on the template page (docs/requirements.md#template-library,
 * rule 4), kept with the order's limits (no zod there, so the order form can use them).
 */
export { ORDER_MATERIALS as templateMaterials, ORDER_STYLES as templateStyles } from '@/lib/schemas/order-limits';

/** Every template, in data order; the id of a template is its zero-based index here. */
export function getTemplates(): PrintTemplate[] {
  return templates;
}

/** The template at a zero-based index given as a URL segment; undefined when there is none. */
export function getTemplate(id: string): PrintTemplate | undefined {
  return /^(0|[1-9]\d*)$/.test(id) ? templates[Number(id)] : undefined;
}

/** Public path of a template's thumbnail (the sign design itself). */
export function templateImage(template: PrintTemplate): string {
  return `/templates/${template.filename}`;
}
