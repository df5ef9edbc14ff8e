// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { editedContent, readContentFolder } from './content-folder';
import { templateFileSchema } from './schemas/template';

/** A print template as its pages and the order's pricing use it: one price (USD) per size, same order. */
export interface PrintTemplate {
  /** The design's address, its file in public/templates/ (e.g. /templates/face-mask-required/filename.svg), also its thumbnail. */
  filename: string;
  /** Its title, the heading of its page. */
  description: string;
  sizes: string[];
  price: number[];
}

/** The folder of the templates' content files, one per template (docs/editing.md). */
export const TEMPLATES_FOLDER = 'data/content/templates';

/**
 * The templates of `folder` in their order (docs/requirements.md#template-library, rule 1); a
 * template's place there is its id in the URL.
 * @throws Error naming the file and field of a bad entry (lib/content/content-folder.ts); that its
 *   design exists is checked by lib/content/content-check.ts
 */
export function readTemplates(folder = TEMPLATES_FOLDER): PrintTemplate[] {
  return readContentFolder(folder, templateFileSchema).map(({ data }) => ({
    filename: data.filename,
    description: data.description,
    sizes: data.prices.map((entry) => entry.size),
    price: data.prices.map((entry) => entry.price),
  }));
}

const templates = editedContent(() => readTemplates());

/**
 * Sign styles and materials offered on the template page (docs/requirements.md#template-library,
 * rule 4), kept with the order's limits (no zod there, so the order form can use them).
 */
export { ORDER_MATERIALS as templateMaterials, ORDER_STYLES as templateStyles } from '../forms/order-limits';

/** Every template, in content order; the id of a template is its zero-based index here. */
export function getTemplates(): PrintTemplate[] {
  return templates();
}

/** The template at a zero-based index given as a URL segment; undefined when there is none. */
export function getTemplate(id: string): PrintTemplate | undefined {
  return /^(0|[1-9]\d*)$/.test(id) ? getTemplates()[Number(id)] : undefined;
}

/** Public path of a template's thumbnail (the sign design itself). */
export function templateImage(template: PrintTemplate): string {
  return template.filename;
}
