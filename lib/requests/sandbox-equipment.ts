import 'server-only';
import { z } from 'zod';
import sandboxJson from '@/data/sandbox/equipment.json';
import { parseDataFile } from '@/lib/content/parse';
import { equipmentRecordSchema, toEquipment, type Equipment } from '@/lib/forms/service-call';
import type { LookupKind } from '@/lib/forms/service-call-fields';

/**
 * The bundled stand-in for the service gateway's equipment (docs/requirements.md#service-backend,
 * rule 5): records of the gateway's shape, each with its account number, equipment numbers
 * unique (compared without case, as a visitor may type them).
 */
export const sandboxEquipmentFileSchema = z
  .array(equipmentRecordSchema.extend({ CustomerNumber: z.string().min(1) }))
  .superRefine((records, ctx) => {
    const seen = new Set<string>();
    records.forEach((record, i) => {
      const key = record.EquipmentNumber.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: `duplicate EquipmentNumber ${record.EquipmentNumber}`, path: [i, 'EquipmentNumber'] });
      seen.add(key);
    });
  });

const records = parseDataFile('data/sandbox/equipment.json', sandboxEquipmentFileSchema, sandboxJson);

/**
 * Looks machines up in the sandbox as the gateway would (docs/requirements.md#outside-services, rule 3), ignoring case.
 * @returns the machine with that equipment number, or every machine of that account; none: not found
 */
export function findSandboxEquipment(kind: LookupKind, number: string): Equipment[] {
  const wanted = number.toUpperCase();
  return records
    .filter((record) => (kind === 'equipment' ? record.EquipmentNumber : record.CustomerNumber).toUpperCase() === wanted)
    .map(toEquipment);
}
