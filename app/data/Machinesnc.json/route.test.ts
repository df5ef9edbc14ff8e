import { categoryKeys, getMachinesByCategory } from '@/lib/content/machines';
import { richTextPlain } from '@/lib/content/schemas/rich-text';
import { shopFact } from '@/lib/content/site';
import { dynamic, GET } from './route';

describe('GET /data/Machinesnc.json', () => {
  it('answers the validated machines by category as static JSON, each description as its plain words', async () => {
    const response = GET();
    expect(dynamic).toBe('force-static');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const machines = getMachinesByCategory();
    expect(await response.json()).toEqual(
      Object.fromEntries(
        categoryKeys.map((key) => [
          key,
          machines[key].map((machine) => ({ ...machine, description: richTextPlain(machine.description, shopFact) })),
        ]),
      ),
    );
  });
});
