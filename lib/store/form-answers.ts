import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DeploymentStage } from '@/lib/config/deployment';
import type { Database } from './db';
import { formAnswers, type FormAnswerRow } from './schema';

/**
 * The answer pages of forms sent without JavaScript (docs/requirements.md#forms-without-javascript):
 * one row per post, read by `/request/{id}` and deleted once FORM_ANSWER_TTL_MS has passed. Each
 * is read by the stage that wrote it only (docs/requirements.md#previews, rule 6).
 */

/** How long an answer page can be opened, and its row kept (1 hour, in ms). */
export const FORM_ANSWER_TTL_MS = 60 * 60 * 1000;

/** What a new answer page holds. */
export type NewFormAnswer = Pick<FormAnswerRow, 'form'> &
  Partial<Pick<FormAnswerRow, 'reference' | 'outcome' | 'values' | 'fieldErrors' | 'error' | 'warning'>>;

/**
 * Stores an answer page.
 * @returns its id, the page's address
 */
export async function insertFormAnswer(db: Database, stage: DeploymentStage, answer: NewFormAnswer, now: Date): Promise<string> {
  const [row] = await db
    .insert(formAnswers)
    .values({ ...answer, stage, createdAt: now })
    .returning({ id: formAnswers.id });
  return row.id;
}

/**
 * One answer page of `stage`, unless FORM_ANSWER_TTL_MS or more has passed since it was stored.
 * @param id the address's id; anything but a UUID finds nothing
 */
export async function readFormAnswer(db: Database, stage: DeploymentStage, id: string, now: Date): Promise<FormAnswerRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(formAnswers)
    .where(
      and(eq(formAnswers.id, id), eq(formAnswers.stage, stage), gt(formAnswers.createdAt, new Date(now.getTime() - FORM_ANSWER_TTL_MS))),
    );
  return row;
}

/**
 * Deletes `stage`'s answer pages older than FORM_ANSWER_TTL_MS (the delivery worker's purge).
 * @returns how many were deleted
 */
export async function purgeFormAnswers(db: Database, stage: DeploymentStage, now: Date): Promise<number> {
  const rows = await db
    .delete(formAnswers)
    .where(and(eq(formAnswers.stage, stage), lt(formAnswers.createdAt, new Date(now.getTime() - FORM_ANSWER_TTL_MS))))
    .returning({ id: formAnswers.id });
  return rows.length;
}
