import { getMachinesByCategory } from '@/lib/data/machines';

/** Built once: the file is static data (spec call 3). */
export const dynamic = 'force-static';

/**
 * GET /data/Machinesnc.json: the machines by category, from the same validated data file the
 * equipment pages use (design.md, 'Routes').
 */
export function GET() {
  return Response.json(getMachinesByCategory());
}
