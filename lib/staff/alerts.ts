import 'server-only';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { deploymentStage, isPreview } from '@/lib/config/deployment';
import type { ServerEnv } from '@/lib/config/server';
import { siteConfig } from '@/lib/content/site';
import { mailTransport, sendMail } from '@/lib/delivery/attempt';
import { DEFAULT_MAILBOX } from '@/lib/forms/mailbox';
import { log } from '@/lib/log';
import type { Delivery } from '@/lib/requests/types';
import type { Database } from '@/lib/store/db';
import { heldForCheck } from '@/lib/store/request-queue';
import { requests, staffAlerts } from '@/lib/store/schema';
import { nounCount } from './format';

/**
 * Failures reach a person by themselves (docs/operations.md#the-staff-side): when requests become
 * `failed` or `unknown`, or are held for a person to check them (sent without JavaScript:
 * docs/requirements.md#forms-without-javascript), the staff mailbox (STAFF_ALERT_MAILBOX, else
 * help) gets one short mail listing them, each with its reference, kind and a link to its staff
 * page, nothing a visitor typed. At most one mail an hour: the ones that come meanwhile wait for
 * the next. The delivery worker calls it after each pass; a preview sends none (its requests go to
 * PREVIEW_MAILBOX).
 */

/** The least time between two alert mails (ms). */
export const ALERT_INTERVAL_MS = 3_600_000;

/** How long an instance waits after a failed alert mail before it tries again (ms): not at every pass of an outage. */
export const ALERT_RETRY_MS = 5 * 60_000;

/** When each configuration may try a failed alert mail again (this instance's own, by its settings object). */
const retryAt = new WeakMap<ServerEnv, number>();

/** The most requests one alert mail lists by reference; the rest are counted. */
export const ALERT_LINES = 20;

/** The states a person must look at, besides a request held for a check. */
const NEEDS_A_PERSON = ['failed', 'unknown'] as const;

/**
 * Sends the alert mail if there is something new to tell and the last one is an hour old.
 * @returns how many requests the mail listed (0: none sent)
 * @throws UpstreamError when the mail transport fails: the requests stay untold, and this instance
 *   tries again ALERT_RETRY_MS later
 */
export async function alertStaff(db: Database, env: ServerEnv, now: Date): Promise<number> {
  if (isPreview(env) || mailTransport(env) === 'none') return 0;
  if (now.getTime() < (retryAt.get(env) ?? 0)) return 0;
  const stage = deploymentStage(env);
  const [last] = await db
    .select({ sentAt: staffAlerts.sentAt })
    .from(staffAlerts)
    .where(eq(staffAlerts.stage, stage))
    .orderBy(desc(staffAlerts.sentAt))
    .limit(1);
  if (last && now.getTime() - last.sentAt.getTime() < ALERT_INTERVAL_MS) return 0;
  const untold = await db
    .select({ id: requests.id, reference: requests.reference, kind: requests.kind, state: requests.state })
    .from(requests)
    .where(
      and(
        eq(requests.stage, stage),
        // A held test call (channel `hold`) is kept only: nobody acts on it, so nobody is told.
        or(inArray(requests.state, [...NEEDS_A_PERSON]), heldForCheck),
        isNull(requests.alertedAt),
      ),
    )
    .orderBy(requests.receivedAt);
  if (untold.length === 0) return 0;
  const mailbox = env.STAFF_ALERT_MAILBOX ?? DEFAULT_MAILBOX;
  try {
    await sendMail(alertDelivery(untold, env), env, mailbox);
  } catch (error) {
    retryAt.set(env, now.getTime() + ALERT_RETRY_MS);
    throw error;
  }
  await db.insert(staffAlerts).values({ stage, sentAt: now, count: untold.length });
  await db
    .update(requests)
    .set({ alertedAt: now })
    .where(
      inArray(
        requests.id,
        untold.map((row) => row.id),
      ),
    );
  log.warn(`Told ${mailbox} of ${untold.length} request(s) that need a person`);
  return untold.length;
}

/** The alert as a delivery of the site's own: from the website, about references only. */
function alertDelivery(rows: { reference: string; kind: string; state: string }[], env: ServerEnv): Delivery {
  const base = (env.SITE_URL ?? siteConfig.url).replace(/\/$/, '');
  const subject = `${nounCount(rows.length, 'request')} need${rows.length === 1 ? 's' : ''} a person`;
  const lines = rows
    .slice(0, ALERT_LINES)
    .map((row) => `${row.reference}  ${row.state}  ${row.kind}  ${base}/staff/requests/${row.reference}`);
  // A flood (held posts without scripts, say) is a count and the list's address, not a mail of thousands of lines.
  if (rows.length > ALERT_LINES) lines.push(`… and ${rows.length - ALERT_LINES} more: ${base}/staff`);
  return {
    kind: 'contact',
    mailbox: DEFAULT_MAILBOX,
    emailSubject: `Website: ${subject}`,
    name: 'Website',
    email: env.MAIL_FROM ?? siteConfig.email,
    phone: '',
    subject,
    when: '',
    desc: `These requests did not reach the shop by themselves. Sign in to see them and act:\n\n${lines.join('\n')}\n\nFailed: sent again for 3 days without success. Unknown: the service gateway may have it; check there first. Held: sent from a page without JavaScript, so without the spam check; read it, then send it on or leave it.`,
  };
}
