import type { Metadata } from 'next';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { StaffTable } from '@/components/staff/StaffTable';
import { Link } from '@/components/ui/Link';
import { deploymentStage } from '@/lib/config/deployment';
import { siteConfig } from '@/lib/content/site';
import { shopDate } from '@/lib/format/shop-date';
import { METER_COUNTERS } from '@/lib/forms/meter-reading-fields';
import { monthSchema } from '@/lib/forms/staff-pages';
import { nounCount } from '@/lib/staff/format';
import { requireStaffPage } from '@/lib/staff/session';
import { database } from '@/lib/store/db';
import { meterReadingsIn } from '@/lib/store/staff';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Meter readings' };

/**
 * /staff/meter-readings?month=YYYY-MM: the month's meter readings per machine (this month by
 * default), and their CSV file for billing (GET /api/staff/meter-readings).
 */
export default async function StaffMeterReadingsPage({ searchParams }: PageProps<'/staff/meter-readings'>) {
  const member = await requireStaffPage('/staff/meter-readings');
  const asked = monthSchema.safeParse((await searchParams).month);
  // By default this month in the shop's time zone: 'YYYY-MM' of its 'YYYY-MM-DD'.
  const month = asked.success ? asked.data : shopDate(siteConfig.timeZone).slice(0, 7);
  const rows = await meterReadingsIn(await database(), deploymentStage(), month);
  return (
    <div className={styles.page}>
      <StaffHeader email={member.email} current="/staff/meter-readings" />
      <h1>Meter readings</h1>
      <form method="get" action="/staff/meter-readings" className={styles.filters}>
        <label>
          Month
          <input name="month" type="month" defaultValue={month} required />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      <p>
        <a href={`/api/staff/meter-readings?month=${month}`} download>
          Download {month} as CSV
        </a>{' '}
        (equipment number, reading date, each counter)
      </p>
      {rows.length === 0 ? (
        <p>No meter reading with a reading date in {month}.</p>
      ) : (
        <StaffTable id="readings" caption={`${nounCount(rows.length, 'reading')} dated ${month}, by equipment number`}>
          <thead>
            <tr>
              <th scope="col">Equipment number</th>
              <th scope="col">Reading date</th>
              {METER_COUNTERS.map((counter) => (
                <th scope="col" key={counter.name}>
                  {counter.label}
                </th>
              ))}
              <th scope="col">Request</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.delivery?.meter?.equipmentNumber ?? '(deleted)'}</th>
                <td>{row.delivery?.meter && <time dateTime={row.delivery.meter.readingDate}>{row.delivery.meter.readingDate}</time>}</td>
                {METER_COUNTERS.map((counter) => (
                  <td key={counter.name}>{row.delivery?.meter?.counters[counter.name] ?? ''}</td>
                ))}
                <td>
                  <Link href={`/staff/requests/${row.reference}`}>{row.reference}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </div>
  );
}
