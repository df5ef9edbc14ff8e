import type { Metadata } from 'next';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { StaffTable } from '@/components/staff/StaffTable';
import { Link } from '@/components/ui/Link';
import { deploymentStage } from '@/lib/config/deployment';
import { siteConfig } from '@/lib/content/site';
import { nounCount, shopTime } from '@/lib/staff/format';
import { requireStaffPage } from '@/lib/staff/session';
import { database } from '@/lib/store/db';
import { listOrders } from '@/lib/store/staff';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Orders' };

/** How many orders the page lists, newest first. */
const LIST_LIMIT = 200;

/**
 * /staff/orders: the sign orders created with PayPal, newest first: what was ordered, the amount
 * charged, the capture's state and PayPal's order and capture ids, and the notification's reference.
 */
export default async function StaffOrdersPage() {
  const member = await requireStaffPage('/staff/orders');
  const rows = await listOrders(await database(), deploymentStage(), LIST_LIMIT);
  return (
    <div className={styles.page}>
      <StaffHeader email={member.email} current="/staff/orders" />
      <h1>Sign orders</h1>
      {rows.length === 0 ? (
        <p>No order yet.</p>
      ) : (
        <StaffTable
          id="orders"
          caption={rows.length === LIST_LIMIT ? `The newest ${LIST_LIMIT} orders` : `${nounCount(rows.length, 'order')}, newest first`}
        >
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">Sign</th>
              <th scope="col">Amount</th>
              <th scope="col">Capture</th>
              <th scope="col">PayPal order</th>
              <th scope="col">PayPal capture</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.orderId}>
                <td>{shopTime(row.createdAt, siteConfig.timeZone)}</td>
                <td>
                  {row.record.order.quantity} × {row.record.description}
                </td>
                <td>
                  {row.record.amount} {row.record.currency}
                </td>
                <td>{row.captureStatus ?? (row.captureStartedAt ? 'capture under way' : 'not captured')}</td>
                <td>
                  <code>{row.orderId}</code>
                </td>
                <td>{row.captureId ? <code>{row.captureId}</code> : ''}</td>
                <td>{row.reference ? <Link href={`/staff/requests/${row.reference}`}>{row.reference}</Link> : ''}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </div>
  );
}
