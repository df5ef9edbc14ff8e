import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/store/db';
import { requests, type RequestRow } from '@/lib/store/schema';

/**
 * One request of the store by its reference, whatever its stage, as a test reads what became of
 * a request it made.
 * @returns undefined when there is none
 */
export async function findByReference(db: Database, reference: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.reference, reference));
  return row;
}
