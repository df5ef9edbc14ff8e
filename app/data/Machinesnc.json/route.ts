import { getMachinesByCategory } from '@/lib/data/machines';

/** Built once: the file is static data (docs/requirements.md#equipment, rule 7). */
export const dynamic = 'force-static';

/**
 * GET /data/Machinesnc.json: the machines by category, from the same validated data file the
 * equipment pages use (docs/requirements.md#equipment, rule 7).
 */
export function GET() {
  return Response.json(getMachinesByCategory());
}
