import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Facts, TextFact } from '@/components/staff/Facts';
import { StaffCard } from '@/components/staff/StaffCard';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { StaffNotice } from '@/components/staff/StaffNotice';
import { StaffTable } from '@/components/staff/StaffTable';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv } from '@/lib/config/server';
import { siteConfig } from '@/lib/content/site';
import { mailTransport } from '@/lib/delivery/attempt';
import { mailboxAliases } from '@/lib/forms/mailbox';
import { METER_COUNTERS } from '@/lib/forms/meter-reading-fields';
import { formName, nounCount, shopTime, stateLabel } from '@/lib/staff/format';
import { actionOutcome, availableActions } from '@/lib/staff/requests';
import { requireStaffPage } from '@/lib/staff/session';
import { database } from '@/lib/store/db';
import { deliveryAttempts, isHeldForCheck } from '@/lib/store/request-queue';
import { findRequestByReference, staffActionsOf } from '@/lib/store/staff';
import styles from '../../staff.module.css';

export const metadata: Metadata = { title: 'Request' };

/** How the audit log words each action. */
const ACTION_LABELS = { resend: 'Sent again', arrived: 'Marked as arrived', redirect: 'Sent to another mailbox' } as Record<string, string>;

/**
 * /staff/requests/{reference}: one request, what the visitor sent (until retention deletes it),
 * every delivery attempt, the actions its state offers and the audit log of actions taken. Every
 * value is shown as text (React escapes it): nothing a visitor typed is rendered as HTML.
 */
export default async function StaffRequestPage({ params, searchParams }: PageProps<'/staff/requests/[reference]'>) {
  const { reference } = await params;
  const member = await requireStaffPage(`/staff/requests/${encodeURIComponent(reference)}`);
  const query = await searchParams;
  const db = await database();
  const row = await findRequestByReference(db, deploymentStage(), reference);
  if (!row) notFound();
  const [attempts, actions] = await Promise.all([deliveryAttempts(db, row.id), staffActionsOf(db, row.id)]);
  const available = availableActions(row);
  // Sent from a page without JavaScript: nobody has sent it yet, so the staff send it on, not again.
  const heldForCheck = isHeldForCheck(row);
  const env = serverEnv();
  const bothTransports = Boolean(env.CONTACT_API_URL && env.SMTP_URL && env.MAIL_DOMAIN);
  const delivery = row.delivery;
  const zone = siteConfig.timeZone;
  const outcome = actionOutcome(query.outcome);
  return (
    <div className={styles.page}>
      <StaffHeader email={member.email} current="/staff" />
      <h1>Request {row.reference}</h1>
      {outcome && (
        <StaffNotice role="status" kind={outcome.ok ? 'notice' : 'error'}>
          {outcome.message}
        </StaffNotice>
      )}
      <Facts>
        <dt>State</dt>
        <dd>{stateLabel(row)}</dd>
        <dt>Form</dt>
        <dd>{formName(row.kind, row.delivery)}</dd>
        <dt>Received</dt>
        <dd>{shopTime(row.receivedAt, zone)}</dd>
        <dt>Channel</dt>
        <dd>{row.channel}</dd>
        {row.sentAt && (
          <>
            <dt>Sent</dt>
            <dd>
              {shopTime(row.sentAt, zone)} ({row.sentWith})
            </dd>
          </>
        )}
        {row.state === 'pending' && (
          <>
            <dt>Next attempt</dt>
            <dd>{shopTime(row.nextAttemptAt, zone)}</dd>
          </>
        )}
      </Facts>

      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">What the visitor sent</h2>
        {delivery ? (
          <Facts>
            <TextFact label="To mailbox" text={delivery.mailbox} />
            <TextFact label="Email subject" text={delivery.emailSubject} />
            <TextFact label="Name" text={delivery.name} />
            <TextFact label="Email" text={delivery.email} />
            <TextFact label="Phone" text={delivery.phone} />
            <TextFact label="Subject" text={delivery.subject} />
            <TextFact label="When" text={delivery.when} />
            {delivery.meter && (
              <>
                <TextFact label="Equipment number" text={delivery.meter.equipmentNumber} />
                <TextFact label="Reading date" text={delivery.meter.readingDate} />
                {METER_COUNTERS.map((counter) => (
                  <TextFact key={counter.name} label={counter.label} text={String(delivery.meter?.counters[counter.name] ?? '')} />
                ))}
              </>
            )}
            <dt>Message as delivered</dt>
            <dd>
              <pre className={styles.message}>
                <UnbrokenHyphens text={delivery.desc} />
              </pre>
            </dd>
          </Facts>
        ) : (
          <p>Its personal fields were deleted after the retention period ({env.REQUEST_RETENTION_DAYS} days).</p>
        )}
      </section>

      <section aria-labelledby="attempts-heading">
        <h2 id="attempts-heading">Delivery attempts</h2>
        {attempts.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <StaffTable id="attempts" caption={`${nounCount(attempts.length, 'attempt')}, oldest first`}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Way</th>
                <th scope="col">Outcome</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td>{shopTime(attempt.at, zone)}</td>
                  <td>{attempt.via}</td>
                  <td>{attempt.outcome}</td>
                  <td>{attempt.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        )}
      </section>

      {(available.resend || available.arrived || available.redirect) && (
        <section aria-labelledby="actions-heading">
          <h2 id="actions-heading">Actions</h2>
          <div className={styles.actions}>
            {available.resend && (
              <form method="post" action={`/api/staff/requests/${row.reference}`}>
                <input type="hidden" name="action" value="resend" />
                {heldForCheck && (
                  <p>
                    This request was sent from a page without JavaScript, so the spam check could not run. Read it, then send it on to the
                    shop, or leave it: it is deleted with the other requests after the retention period.
                  </p>
                )}
                <button type="submit" className="button">
                  {heldForCheck ? 'Send it on' : 'Send again now'}
                </button>
              </form>
            )}
            {available.arrived && (
              <form method="post" action={`/api/staff/requests/${row.reference}`}>
                <input type="hidden" name="action" value="arrived" />
                <p>Check at the service gateway first: if the call is there, record that it arrived.</p>
                <button type="submit" className="button">
                  It arrived
                </button>
              </form>
            )}
            {available.redirect && mailTransport(env) !== 'none' && (
              <StaffCard as="form" method="post" action={`/api/staff/requests/${row.reference}`}>
                <input type="hidden" name="action" value="redirect" />
                <label htmlFor="redirect-mailbox">Mailbox</label>
                <select id="redirect-mailbox" name="mailbox" defaultValue={delivery?.mailbox ?? 'help'}>
                  {mailboxAliases.map((alias) => (
                    <option key={alias} value={alias}>
                      {alias}
                    </option>
                  ))}
                </select>
                {bothTransports && (
                  <fieldset>
                    <legend>Send it</legend>
                    <label>
                      <input type="radio" name="transport" value="smtp" defaultChecked /> by SMTP (the mail gateway failed)
                    </label>
                    <label>
                      <input type="radio" name="transport" value="gateway" /> through the mail gateway
                    </label>
                  </fieldset>
                )}
                <button type="submit" className="button">
                  Send to another mailbox
                </button>
              </StaffCard>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="log-heading">
        <h2 id="log-heading">Audit log</h2>
        {actions.length === 0 ? (
          <p>No staff action yet.</p>
        ) : (
          <ul>
            {actions.map((action) => (
              <li key={action.id}>
                {shopTime(action.at, zone)}: {ACTION_LABELS[action.action] ?? action.action}
                {action.detail ? ` (${action.detail})` : ''} by {action.staffEmail}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
