import { clientAddress, handleErrors, HttpError } from '@/lib/api/http';
import { deploymentStage } from '@/lib/config/deployment';
import { monthSchema } from '@/lib/forms/staff-pages';
import { recordStaffEvent } from '@/lib/staff/events';
import { meterReadingsCsv } from '@/lib/staff/meter-csv';
import { requireStaffRequest } from '@/lib/staff/session';
import { database } from '@/lib/store/db';
import { meterReadingsIn } from '@/lib/store/staff';

export const dynamic = 'force-dynamic';

/**
 * GET /api/staff/meter-readings?month=YYYY-MM (docs/operations.md#the-staff-side): the month's
 * meter readings as a CSV file to download (lib/staff/meter-csv.ts), recorded as a security event. 401 without a staff session,
 * 400 without a valid month.
 */
export async function GET(request: Request) {
  return handleErrors(request, async () => {
    const member = await requireStaffRequest(request);
    const month = monthSchema.safeParse(new URL(request.url).searchParams.get('month'));
    if (!month.success) throw new HttpError(400, 'month must read YYYY-MM');
    const db = await database();
    const rows = await meterReadingsIn(db, deploymentStage(), month.data);
    await recordStaffEvent(db, {
      event: 'csv-export',
      outcome: 'ok',
      staffEmail: member.email,
      staffId: member.userId,
      clientAddress: clientAddress(request),
      detail: `meter readings ${month.data}: ${rows.length} rows`,
    });
    const csv = meterReadingsCsv(rows.flatMap((row) => (row.delivery?.meter ? [row.delivery.meter] : [])));
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="meter-readings-${month.data}.csv"`,
        'cache-control': 'no-store',
      },
    });
  });
}
