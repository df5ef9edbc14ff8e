import type { Machine } from '@/lib/content/machines';
import { richTextPlain } from '@/lib/content/schemas/rich-text';
import { shopFact } from '@/lib/content/site';

/** Machine artwork is drawn at 400x300 (public/images/machines); CSS keeps any other ratio whole. */
export const machineImageSize = { width: 400, height: 300 } as const;

/**
 * Cards in the first row of the equipment grids on a wide screen: `.grid` fits 260-px columns with
 * 1.25 rem gaps into the 1200-px container (app/globals.css), four of them. Their images are in
 * view on arrival, so they load at once.
 */
export const cardsPerWideRow = 4;

/**
 * A machine's description (rich text, lib/content/schemas/machine.ts) as plain words, for where no markup
 * goes: a card's line, the summary (`machineSummary`).
 * @returns its paragraphs and list items run together, each shop fact as the shop's file says it
 */
export function machineDescriptionText(machine: Pick<Machine, 'description'>): string {
  return richTextPlain(machine.description, shopFact);
}

/**
 * The one-line summary of a machine on cards and in page metadata: its `oneliner`, or else the
 * first sentence of its description's words (`oneliner` is optional, docs/requirements.md#equipment, rule 1).
 */
export function machineSummary(machine: Pick<Machine, 'oneliner' | 'description'>): string {
  if (machine.oneliner) return machine.oneliner;
  const text = machineDescriptionText(machine);
  // A sentence ends at . ! or ? followed by a space or the end, so '8.5x11' does not end one.
  const match = /^.*?[.!?](?=\s|$)/s.exec(text);
  return match ? match[0] : text;
}

/**
 * Address of a machine's 3D virtual demo (docs/requirements.md#equipment, rule 5), from its series and model.
 * @param base the configured demo host, `siteConfig.external.demo3d`
 */
export function demo3dUrl(base: string, machine: { hp_3dseries: string; hp_3dmodel: string }): string {
  return `${base.replace(/\/$/, '')}/${encodeURIComponent(machine.hp_3dseries)}/${encodeURIComponent(machine.hp_3dmodel)}`;
}
