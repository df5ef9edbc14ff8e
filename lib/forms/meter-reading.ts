import { z } from 'zod';
import { CONTACT_MESSAGES, contactFieldsSchema } from './contact';
import { METER_COUNTERS, METER_LIMITS, METER_MESSAGES, type MeterCounter } from './meter-reading-fields';
import { lookupNumberSchema } from './service-call';

/**
 * A meter reading (docs/requirements.md#meter-readings): the counters of one machine on one day,
 * sent by the customer each month for per-page billing. Shared by the form (loaded lazily in the
 * browser) and by `POST /api/meter-readings`. Labels and limits live in
 * lib/forms/meter-reading-fields.ts, which the form renders from without loading zod.
 */

/** 'YYYY-MM-DD' as a calendar date of its own (no time, no zone), or undefined when it is none. */
function calendarDate(text: string): Date | undefined {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The date `days` before a 'YYYY-MM-DD' date, in the same form. */
function daysBefore(date: string, days: number): string {
  const day = calendarDate(date) ?? new Date(NaN);
  return new Date(day.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A counter as typed ('1,234,567', ' 120 ') or sent (a number): a whole number from 0 to
 * 99,999,999. Digit-group commas and spaces are ignored.
 */
const counterValue = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s,]/g, '');
    return /^\d{1,9}$/.test(digits) ? Number(digits) : value;
  },
  z
    .number({ error: METER_MESSAGES.counter })
    .int(METER_MESSAGES.counter)
    .min(0, METER_MESSAGES.counter)
    .max(METER_LIMITS.counterMax, METER_MESSAGES.counter),
);

/** An optional counter: empty or absent is none (a mono machine has no color counter). */
const optionalCounter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  counterValue.optional(),
);

const counterFields = Object.fromEntries(
  METER_COUNTERS.map(({ name, required }) => [name, required ? counterValue : optionalCounter]),
) as Record<'mono', typeof counterValue> & Record<Exclude<MeterCounter, 'mono'>, typeof optionalCounter>;

const { name, email } = contactFieldsSchema.shape;

/**
 * The body of `POST /api/meter-readings`, for readings up to `today`: the machine's Equipment
 * Number (1 to 32 letters, digits or dashes), the reading date (not after `today`, not more than
 * a year before it), the black-and-white counter and the optional color, scanned-page and
 * large-format area counters, the contact's name and email (the contact form's rules), an
 * optional note, the spam-check token, and `confirmLower` once the visitor has confirmed a
 * reading lower than an earlier one.
 * @param today the last allowed reading date, 'YYYY-MM-DD': today in the shop's time zone
 */
export function meterReadingSchema(today: string) {
  const earliest = daysBefore(today, METER_LIMITS.daysBack);
  return z.object({
    equipmentNumber: lookupNumberSchema,
    readingDate: z
      .string({ error: METER_MESSAGES.date })
      .trim()
      .superRefine((date, context) => {
        // One message, the first that applies.
        const problem =
          !/^\d{4}-\d{2}-\d{2}$/.test(date) || !calendarDate(date)
            ? METER_MESSAGES.date
            : date > today
              ? METER_MESSAGES.future
              : date < earliest
                ? METER_MESSAGES.tooOld
                : undefined;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    ...counterFields,
    name,
    email,
    note: z
      .string({ error: CONTACT_MESSAGES.tooLong(METER_LIMITS.noteMax) })
      .trim()
      .max(METER_LIMITS.noteMax, CONTACT_MESSAGES.tooLong(METER_LIMITS.noteMax))
      .optional(),
    token: z.string().max(4096).optional(),
    confirmLower: z.boolean().optional(),
  });
}

export type MeterReadingSchema = ReturnType<typeof meterReadingSchema>;
export type MeterReadingInput = z.input<MeterReadingSchema>;
export type MeterReading = z.output<MeterReadingSchema>;
