/**
 * How the meter-reading form looks and what it limits (docs/requirements.md#meter-readings). Plain
 * data, no zod: the form renders from this at once and loads lib/forms/meter-reading.ts only
 * when it first validates.
 */

/** Counters are whole numbers up to eight digits; a note up to 500 characters; readings up to a year old. */
export const METER_LIMITS = {
  counterMax: 99_999_999,
  noteMax: 500,
  daysBack: 366,
} as const;

export const METER_MESSAGES = {
  counter: 'Use a whole number from 0 to 99,999,999',
  date: 'Use a date such as 2026-11-24',
  future: 'The reading date cannot be in the future',
  tooOld: 'Use a date within the last year',
  /** The server's answer for a number its lookup does not know (lib/requests/meter-readings.ts). */
  unknownMachine: 'No machine has this equipment number: check the number on our tag',
} as const;

/** The counters a reading can carry, in the order the form shows them; only black & white is required. */
export const METER_COUNTERS = [
  { name: 'mono', label: 'Black & White', hint: 'Total black-and-white pages', required: true },
  { name: 'color', label: 'Color', hint: 'Leave empty for a black-and-white-only machine', required: false },
  { name: 'scans', label: 'Scanned Pages', hint: 'If your machine counts scans', required: false },
  { name: 'largeFormat', label: 'Large-Format Area (sq ft)', hint: 'For wide-format printers that bill by area', required: false },
] as const;

export type MeterCounter = (typeof METER_COUNTERS)[number]['name'];

/**
 * The form's fields by the names they post under without JavaScript
 * (docs/requirements.md#forms-without-javascript): the machine's number (`equipment`, the lookup's
 * field), the reading date, the counters, name, email and note.
 */
export const METER_FORM_FIELDS = ['equipment', 'readingDate', ...METER_COUNTERS.map(({ name }) => name), 'name', 'email', 'note'] as const;

/** A counter's value as the form's warning and the service desk's mail write it: 1234567 -> '1,234,567'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * A counter lower than one sent with the same email for the same machine earlier in the month:
 * the 409 answer of `POST /api/meter-readings` lists these, and the form asks the visitor to
 * confirm. It names the counter and the value the visitor sent, nothing of the earlier reading
 * (its value, its date): whoever knows a machine's number and an email would read them
 * (docs/requirements.md#meter-readings, rule 4).
 */
export interface LowerCounter {
  counter: MeterCounter;
  /** The value sent now. */
  value: number;
}

/** The error text of that 409 answer. */
export const LOWER_READING_ERROR = 'A counter is lower than in an earlier reading this month';
