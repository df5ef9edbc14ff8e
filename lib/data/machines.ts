import { z } from 'zod';
import machinesJson from '@/data/machines.json';
import { parseDataFile } from './parse';

/** Category keys and titles (docs/requirements.md#equipment, rule 2). */
export const machineCategories = {
  mfp: { title: 'MFP Devices', summary: 'Office multifunction printers that print, copy, scan and fax.' },
  wide: { title: 'Wide Format Multi Function', summary: 'Large-format printers with a built-in scanner for copying plans and drawings.' },
  graphics: { title: 'Wide Format Graphics', summary: 'Photo-quality large-format printers for posters, signs and fine art.' },
  cad: { title: 'Wide Format CAD', summary: 'Fast, precise plotters for technical drawings, maps and construction sets.' },
  scanners: { title: 'Scanners', summary: 'Large-format scanners for plans, maps and artwork.' },
} as const;

export type MachineCategory = keyof typeof machineCategories;
export const categoryKeys = Object.keys(machineCategories) as MachineCategory[];

/** A link that may be empty in the data ('' means: no button). */
const optionalUrl = z.union([z.literal(''), z.string().regex(/^(https?:\/\/|\/)/, 'must be an absolute URL or a path')]);

/** Machine (docs/requirements.md#equipment, rule 1). */
export const machineSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  oneliner: z.string().min(1).optional(),
  features: z.array(z.string().min(1)).min(1),
  image_url: z.string().regex(/^\//, 'must be a path under public/'),
  datasheet_url: optionalUrl,
  video_url: optionalUrl.optional(),
  hp_3dseries: z.string().min(1).optional(),
  hp_3dmodel: z.string().min(1).optional(),
});

export type Machine = z.infer<typeof machineSchema>;

export const machinesFileSchema = z.object(
  Object.fromEntries(categoryKeys.map((key) => [key, z.array(machineSchema)])) as Record<MachineCategory, z.ZodArray<typeof machineSchema>>,
);

export type MachinesByCategory = z.infer<typeof machinesFileSchema>;

const machines: MachinesByCategory = parseDataFile('data/machines.json', machinesFileSchema, machinesJson);

/** All machines by category key, validated (throws at build time on a bad entry). */
export function getMachinesByCategory(): MachinesByCategory {
  return machines;
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
  return machines[category][Number(id)];
}

/** Whether a machine has what the external 3D demo needs (series and model). */
export function has3dDemo(machine: Machine): machine is Machine & { hp_3dseries: string; hp_3dmodel: string } {
  return Boolean(machine.hp_3dseries && machine.hp_3dmodel);
}
