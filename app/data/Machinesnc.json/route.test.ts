/** @jest-environment node */
import { getMachinesByCategory } from '@/lib/data/machines';
import { dynamic, GET } from './route';

describe('GET /data/Machinesnc.json', () => {
  it('answers the validated machines by category as static JSON', async () => {
    const response = GET();
    expect(dynamic).toBe('force-static');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(getMachinesByCategory());
  });
});
