import 'server-only';
import { HttpError } from '@/lib/api/http';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { serviceBackend } from '@/lib/config/service-backend';
import { submitRequest, type RequestToDeliver, type Submission } from '@/lib/delivery/submit';
import type { MeterReading } from '@/lib/forms/meter-reading';
import { formatCount, LOWER_READING_ERROR, METER_COUNTERS, METER_MESSAGES, type LowerCounter } from '@/lib/forms/meter-reading-fields';
import type { Equipment } from '@/lib/forms/service-call';
import type { Delivery, MeterRecord } from '@/lib/requests/types';
import { database } from '@/lib/store/db';
import { meterReadingsOfMonth } from '@/lib/store/request-queue';
import { lookupEquipment } from './service-calls';

/**
 * Meter readings (docs/requirements.md#meter-readings): checked against the machine (looked up
 * where the service backend looks numbers up, taken as typed in mail mode) and against the same
 * visitor's earlier readings of the month, then committed to the store and mailed to the
 * `service` mailbox like every request.
 */

/** The subject of a meter reading's email (before its reference). */
export const METER_READING_SUBJECT = 'Meter Reading';

/** A reading lower than an earlier one that the visitor has not confirmed: answered 409 with the counters. */
export class LowerReadingError extends HttpError {
  constructor(readonly lower: LowerCounter[]) {
    super(409, LOWER_READING_ERROR);
  }
}

/**
 * The counters of `reading` lower than the same counter in one of the `earlier` readings dated on
 * or before it (docs/requirements.md#meter-readings, rule 4).
 * @returns one entry per lower counter, in the form's order, with the value sent now and nothing
 *   of the earlier readings; none when nothing is lower
 */
export function lowerCounters(reading: MeterRecord, earlier: MeterRecord[]): LowerCounter[] {
  const before = earlier.filter((record) => record.readingDate <= reading.readingDate);
  return METER_COUNTERS.flatMap(({ name }) => {
    const value = reading.counters[name];
    return value !== undefined && before.some((record) => (record.counters[name] ?? -1) > value) ? [{ counter: name, value }] : [];
  });
}

/**
 * The machine of an Equipment Number, where numbers are looked up.
 * @returns the machine; undefined in mail mode (the number as typed)
 * @throws HttpError 400 when the lookup finds none; UpstreamError when it fails (502/504)
 */
async function machineOf(equipmentNumber: string, env: ServerEnv): Promise<Equipment | undefined> {
  if (serviceBackend(env) === 'mail') return undefined;
  const [machine] = await lookupEquipment('equipment', equipmentNumber, env);
  if (!machine) throw new HttpError(400, METER_MESSAGES.unknownMachine, { equipmentNumber: [METER_MESSAGES.unknownMachine] });
  return machine;
}

/** The mail of a reading: the machine, the date and every counter given, for the service desk. */
function meterReadingDelivery(reading: MeterReading, record: MeterRecord, machine: Equipment | undefined): Delivery {
  const lines = [
    machine
      ? `Equipment Number: ${machine.number} (${[machine.model, machine.location].filter(Boolean).join(', ')})`
      : `Equipment Number: ${record.equipmentNumber} (as typed; not looked up)`,
    `Reading date: ${record.readingDate}`,
    ...METER_COUNTERS.flatMap(({ name, label }) =>
      record.counters[name] === undefined ? [] : [`${label}: ${formatCount(record.counters[name])}`],
    ),
    ...(reading.confirmLower ? ['The visitor confirmed a counter lower than in an earlier reading this month.'] : []),
    `Sent by: ${reading.name}, ${reading.email}`,
    ...(reading.note ? ['Note:', reading.note] : []),
  ];
  return {
    kind: 'meter-reading',
    mailbox: 'service',
    emailSubject: METER_READING_SUBJECT,
    name: reading.name,
    email: reading.email,
    phone: '',
    subject: `Meter reading, equipment number ${record.equipmentNumber}, ${record.readingDate}`,
    when: '',
    desc: lines.join('\n'),
    token: reading.token,
    meter: record,
  };
}

/**
 * Takes a meter reading: confirms the machine, compares it with the same visitor's (same email's)
 * earlier readings of the machine in the reading's month, then commits it to the store and mails
 * it to the `service` mailbox (not one held for a check).
 * @param options a form post's dedupe key and window, and whether it is held (lib/api/form-post.ts)
 * @returns the reference and outcome (200 sent / 202 queued or kept, lib/api/http.ts submissionResponse)
 * @throws HttpError 400 for a number the lookup does not know; LowerReadingError (409) for a
 *   lower counter the visitor has not confirmed; UpstreamError when the lookup fails (502/504)
 */
export async function submitMeterReading(
  reading: MeterReading,
  options: Pick<RequestToDeliver, 'dedupeKey' | 'dedupeWindowMs' | 'holdForCheck'> = {},
  env: ServerEnv = serverEnv(),
): Promise<Submission> {
  const machine = await machineOf(reading.equipmentNumber, env);
  const record: MeterRecord = {
    equipmentNumber: (machine?.number ?? reading.equipmentNumber).toUpperCase(),
    readingDate: reading.readingDate,
    counters: Object.fromEntries(METER_COUNTERS.flatMap(({ name }) => (reading[name] === undefined ? [] : [[name, reading[name]]]))),
  };
  if (!reading.confirmLower) {
    const earlier = await meterReadingsOfMonth(await database(env), {
      stage: deploymentStage(env),
      equipmentNumber: record.equipmentNumber,
      email: reading.email,
      month: record.readingDate.slice(0, 7),
    });
    const lower = lowerCounters(record, earlier);
    if (lower.length > 0) throw new LowerReadingError(lower);
  }
  return submitRequest({ delivery: meterReadingDelivery(reading, record, machine), ...options }, env);
}
