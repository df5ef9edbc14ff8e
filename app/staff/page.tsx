import type { Metadata } from 'next';
import { Facts } from '@/components/staff/Facts';
import { StaffCard } from '@/components/staff/StaffCard';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { StaffTable } from '@/components/staff/StaffTable';
import { Link } from '@/components/ui/Link';
import { deploymentStage } from '@/lib/config/deployment';
import { siteConfig } from '@/lib/content/site';
import { shopDayStart } from '@/lib/format/shop-date';
import { LISTED_STATES, REQUEST_KINDS, requestFilterSchema } from '@/lib/forms/staff-pages';
import { formName, nounCount, shopTime, STATE_LABELS, stateLabel } from '@/lib/staff/format';
import { requireStaffPage } from '@/lib/staff/session';
import { database } from '@/lib/store/db';
import { countByState } from '@/lib/store/request-queue';
import { emailSubjects, findRequests } from '@/lib/store/staff';
import styles from './staff.module.css';

export const metadata: Metadata = { title: 'Requests' };

/** How many requests the list shows at most; a narrower filter finds the others. */
const LIST_LIMIT = 100;

/**
 * /staff: every request the shop received, newest first, with the counts by state, filters by
 * kind, email subject (which tells the contact form's variants apart), state and day
 * received, and a search by reference or email.
 */
export default async function StaffRequestsPage({ searchParams }: PageProps<'/staff'>) {
  const member = await requireStaffPage('/staff');
  const filter = requestFilterSchema.parse(await searchParams);
  const db = await database();
  const stage = deploymentStage();
  const [counts, subjects, rows] = await Promise.all([
    countByState(db, stage),
    emailSubjects(db, stage),
    findRequests(
      db,
      stage,
      {
        kind: filter.kind,
        state: filter.state,
        // Days on the shop's clock, as the list writes each request's time.
        from: filter.from ? shopDayStart(filter.from, siteConfig.timeZone) : undefined,
        to: filter.to ? shopDayStart(filter.to, siteConfig.timeZone, 1) : undefined,
        search: filter.q || undefined,
        emailSubject: filter.form || undefined,
      },
      LIST_LIMIT + 1,
    ),
  ]);
  const shown = rows.slice(0, LIST_LIMIT);
  const caption =
    rows.length > LIST_LIMIT
      ? `The newest ${LIST_LIMIT} requests that match: narrow the filter to see others.`
      : `${nounCount(shown.length, 'request')}, newest first`;
  return (
    <div className={styles.page}>
      <StaffHeader email={member.email} current="/staff" />
      <h1>Requests</h1>
      <ul className={styles.counts} aria-label="Requests by state">
        {LISTED_STATES.map((state) => (
          <li key={state}>
            <Link href={`/staff?state=${state}`} title={STATE_LABELS[state]} aria-current={filter.state === state ? 'true' : undefined}>
              <strong>{counts[state] ?? 0}</strong> {state}
            </Link>
          </li>
        ))}
      </ul>
      <form method="get" action="/staff" className={styles.filters} role="search" aria-label="Filter requests">
        <label>
          Reference or email
          <input name="q" type="search" defaultValue={filter.q ?? ''} maxLength={100} />
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">Any</option>
            {REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <label>
          Email subject
          <select name="form" defaultValue={filter.form ?? ''}>
            <option value="">Any</option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <select name="state" defaultValue={filter.state ?? ''}>
            <option value="">Any</option>
            {LISTED_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <label>
          Received from
          <input name="from" type="date" defaultValue={filter.from ?? ''} />
        </label>
        <label>
          to
          <input name="to" type="date" defaultValue={filter.to ?? ''} />
        </label>
        <button type="submit" className="button">
          Show
        </button>
        <Link href="/staff">Clear</Link>
      </form>
      {shown.length === 0 ? (
        <p>No request matches.</p>
      ) : (
        <>
          {/* A phone reads one card per request; a wider screen the table. Only one is shown, so only one is read. */}
          <section className={styles.narrowOnly} aria-label="Requests">
            <p className={styles.caption}>{caption}</p>
            <ul className={styles.cards}>
              {shown.map((row) => (
                <StaffCard as="li" key={row.id}>
                  <h2>
                    <Link href={`/staff/requests/${row.reference}`}>{row.reference}</Link>
                  </h2>
                  <Facts>
                    <dt>State</dt>
                    <dd>{stateLabel(row)}</dd>
                    <dt>Received</dt>
                    <dd>{shopTime(row.receivedAt, siteConfig.timeZone)}</dd>
                    <dt>Form</dt>
                    <dd>{formName(row.kind, row.delivery)}</dd>
                    <dt>From</dt>
                    <dd>{row.delivery?.email ?? '(deleted after retention)'}</dd>
                    <dt>Attempts</dt>
                    <dd>{row.attempts}</dd>
                  </Facts>
                </StaffCard>
              ))}
            </ul>
          </section>
          <StaffTable id="requests" caption={caption} className={styles.wideOnly}>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">Form</th>
                <th scope="col">State</th>
                <th scope="col">From</th>
                <th scope="col">Attempts</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link href={`/staff/requests/${row.reference}`}>{row.reference}</Link>
                  </th>
                  <td>{shopTime(row.receivedAt, siteConfig.timeZone)}</td>
                  <td>{row.kind}</td>
                  <td>{formName(row.kind, row.delivery)}</td>
                  <td title={stateLabel(row)}>{row.state}</td>
                  <td>{row.delivery?.email ?? '(deleted after retention)'}</td>
                  <td>{row.attempts}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        </>
      )}
    </div>
  );
}
