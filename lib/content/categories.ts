import { categoryPath } from '../http/routes';
import { pageBlock, readPage } from './pages';
import type { MachineCategory } from './schemas/machine';

/**
 * A category's title and introduction as visitors read them (docs/requirements.md#equipment,
 * rule 2): the title and lead of its page's content, data/content/pages/equipment-<key>.json.
 * @returns the title, and the introduction as Markdoc source (lib/content/schemas/rich-text.ts)
 * @throws Error naming the page's file when it is missing or wrong
 */
export function categoryWords(category: MachineCategory): { title: string; intro: string } {
  const { title, lead } = pageBlock(readPage(categoryPath(category)), 'hero', categoryPath(category));
  return { title, intro: lead };
}
