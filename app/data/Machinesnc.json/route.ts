import { categoryKeys, getMachinesByCategory } from '@/lib/content/machines';
import { richTextPlain } from '@/lib/content/schemas/rich-text';
import { shopFact } from '@/lib/content/site';

/** Built once: the file is static data (docs/requirements.md#equipment, rule 7). */
export const dynamic = 'force-static';

/**
 * GET /data/Machinesnc.json: the machines by category, from the same validated data file the
 * equipment pages use (docs/requirements.md#equipment, rule 7). A description is its plain words,
 * as the old site's was: its readers know no Markdoc.
 */
export function GET() {
  const machines = getMachinesByCategory();
  return Response.json(
    Object.fromEntries(
      categoryKeys.map((key) => [
        key,
        machines[key].map((machine) => ({ ...machine, description: richTextPlain(machine.description, shopFact) })),
      ]),
    ),
  );
}
