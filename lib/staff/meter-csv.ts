import { METER_COUNTERS } from '@/lib/forms/meter-reading-fields';
import type { MeterRecord } from '@/lib/requests/types';

/**
 * The meter readings as billing software imports them (docs/operations.md#the-staff-side): one
 * row per reading, the equipment number, the reading date (YYYY-MM-DD) and each counter in the
 * form's order, empty where the reading has none. RFC 4180: comma separated, CRLF line ends,
 * a field quoted when it holds a comma, quote or line break.
 */

/** The header row's names: the form's own labels. */
export const METER_CSV_COLUMNS = ['Equipment Number', 'Reading Date', ...METER_COUNTERS.map((counter) => counter.label)];

/**
 * One field. A text starting with =, +, - or @ gets a leading apostrophe, so a spreadsheet opening
 * the file never runs it as a formula (OWASP, "CSV Injection").
 */
function field(value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV file of `readings`, in the order given, with its header row. */
export function meterReadingsCsv(readings: readonly MeterRecord[]): string {
  const rows = readings.map((reading) => [
    reading.equipmentNumber,
    reading.readingDate,
    ...METER_COUNTERS.map((counter) => reading.counters[counter.name]),
  ]);
  return [METER_CSV_COLUMNS, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
