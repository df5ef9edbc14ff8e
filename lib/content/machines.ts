// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { editedContent, readContentFolder } from './content-folder';
import { categoryKeys, machineCategories, machineFileSchema, machineSchema, type Machine, type MachineCategory } from './schemas/machine';

export { categoryKeys, machineCategories, type Machine, type MachineCategory };

/** Every category's machines, in the order of its grid. */
export type MachinesByCategory = Record<MachineCategory, Machine[]>;

/** The folder of the machines' content files, one per machine (docs/editing.md). */
export const MACHINES_FOLDER = 'data/content/machines';

/** Where a machine's page is: its category and its zero-based place there, the `id` of `/equipment/{cat}/{id}`. */
export interface MachinePlace {
  category: MachineCategory;
  index: number;
}

/**
 * The machines of `folder` by category (docs/requirements.md#equipment, rule 1), each category in
 * the order its files give (then by file name), and each machine's place by its file's name (slug).
 * @throws Error naming the file and field of a bad entry (lib/content/content-folder.ts); that its
 *   artwork exists is checked by lib/content/content-check.ts
 */
export function readMachineCatalog(folder = MACHINES_FOLDER): { byCategory: MachinesByCategory; places: Map<string, MachinePlace> } {
  const byCategory = Object.fromEntries(categoryKeys.map((key) => [key, [] as Machine[]])) as MachinesByCategory;
  const places = new Map<string, MachinePlace>();
  for (const { slug, data } of readContentFolder(folder, machineFileSchema)) {
    const index = byCategory[data.category].push(machineSchema.parse(data)) - 1;
    places.set(slug, { category: data.category, index });
  }
  return { byCategory, places };
}

/** The machines of `folder` by category, as readMachineCatalog reads them. */
export function readMachines(folder = MACHINES_FOLDER): MachinesByCategory {
  return readMachineCatalog(folder).byCategory;
}

/** The machines as the pages show them (editedContent). */
const catalog = editedContent(() => readMachineCatalog());

/**
 * Where the machine of `data/content/machines/<slug>.json` is shown.
 * @returns undefined when there is no such machine
 */
export function findMachinePlace(slug: string): MachinePlace | undefined {
  return catalog().places.get(slug);
}

/** All machines by category key, validated (throws at build time on a bad entry). */
export function getMachinesByCategory(): MachinesByCategory {
  return catalog().byCategory;
}

/** True when `value` is one of the five category keys. */
export function isMachineCategory(value: string): value is MachineCategory {
  return Object.hasOwn(machineCategories, value);
}

/**
 * The machine at a zero-based index of a category (`/equipment/{cat}/{id}`, docs/requirements.md#routes).
 * @returns undefined for an unknown category or an index that is not a whole number in range
 */
export function getMachine(category: string, id: string): Machine | undefined {
  if (!isMachineCategory(category) || !/^(0|[1-9]\d*)$/.test(id)) return undefined;
  return catalog().byCategory[category][Number(id)];
}

/** Whether a machine has what the external 3D demo needs (series and model). */
export function has3dDemo(machine: Machine): machine is Machine & { hp_3dseries: string; hp_3dmodel: string } {
  return Boolean(machine.hp_3dseries && machine.hp_3dmodel);
}
