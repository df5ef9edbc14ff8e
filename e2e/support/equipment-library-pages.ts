import { categoryWords } from '../../lib/content/categories';
import { fillText, MACHINE_PAGE, slotWords, TEMPLATE_PAGE } from '../../lib/content/page-words';
import { pageBlock, readPage } from '../../lib/content/pages';
import type { MachineCategory } from '../../lib/content/schemas/machine';
import type { BlockValue } from '../../lib/content/schemas/page';
import { categoryPath } from '../../lib/http/routes';

/**
 * The words of the equipment and template pages as their content files say them
 * (data/content/pages/equipment-*.json, library-template.json), so a change in the content editor
 * moves the tests with it.
 */

/** A category's title: its page's `h1` (lib/content/categories.ts). */
export const categoryTitle = (category: MachineCategory) => categoryWords(category).title;

/** The heading of the HP office lineup on the mfp category's page: its section anchored `hp-lineup`. */
export const hpLineupHeading = (() => {
  const route = categoryPath('mfp');
  const section = readPage(route).blocks.find(
    (block): block is { discriminant: 'section'; value: BlockValue<'section'> } =>
      block.discriminant === 'section' && block.value.anchor === 'hp-lineup',
  );
  if (!section) throw new Error(`${route}: no section hp-lineup`);
  return section.value.heading;
})();

/** The words every machine's page shows around the machine, its name filled in: the video button, the 3D demo's button and frame title. */
export function machineWords(machine: string) {
  const words = slotWords(readPage(MACHINE_PAGE), 'machine', ['video', 'demo-button', 'demo-frame'], MACHINE_PAGE);
  return {
    video: words.video,
    demoButton: words['demo-button'],
    demoFrame: fillText(words['demo-frame'], { machine }, MACHINE_PAGE),
  };
}

/** The heading of a template page's order form (its region's name) and of its 'customized' contact form. */
export const templateWords = {
  order: slotWords(readPage(TEMPLATE_PAGE), 'order', ['heading'], TEMPLATE_PAGE).heading,
  form: pageBlock(readPage(TEMPLATE_PAGE), 'form', TEMPLATE_PAGE).heading,
};
