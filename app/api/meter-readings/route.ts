import { answerFormPost } from '@/lib/api/form-post';
import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, isFormPost, parseBody, readJsonBody, submissionResponse } from '@/lib/api/http';
import { verifySpamCheck } from '@/lib/api/spam-check';
import { siteConfig } from '@/lib/content/site';
import { shopDate } from '@/lib/format/shop-date';
import { meterReadingSchema } from '@/lib/forms/meter-reading';
import { METER_FORM_FIELDS } from '@/lib/forms/meter-reading-fields';
import { LowerReadingError, submitMeterReading } from '@/lib/requests/meter-readings';

export const dynamic = 'force-dynamic';

/**
 * POST /api/meter-readings (docs/requirements.md#meter-readings): the same checks as every POST
 * (rate limit, same origin, JSON within the size limit), the form's schema with today in the
 * shop's time zone as the latest reading date, the spam check, then the machine and the earlier
 * readings of the month, and the reading is committed to the store and mailed to `service`.
 * Answers `{ ok: true, reference, outcome }`: 200 sent, 202 queued or kept; `{ ok: false,
 * error, lower }` with 409 when a counter is lower than the same visitor sent earlier in the
 * month (send again with `confirmLower: true`); or `{ ok: false, error, fieldErrors? }` with 400
 * (bad input, an unknown equipment number), 403, 413, 415, 429, 500 (the store failed), 502 or
 * 504 (the lookup failed). Other methods answer 405 with `Allow: POST`.
 * The form sent without JavaScript (`application/x-www-form-urlencoded`: the machine's number as
 * `equipment`, the lower counters confirmed as `confirmLower=true`) is answered with a page
 * instead (answerFormPost, docs/requirements.md#forms-without-javascript).
 */
export async function POST(request: Request) {
  if (isFormPost(request)) {
    return answerFormPost(request, {
      route: 'meter-readings',
      form: () => ({ kind: 'meter-reading' }),
      typed: METER_FORM_FIELDS,
      thanksWith: ['equipment', 'readingDate'],
      parse: ({ equipment, confirmLower, ...fields }) =>
        parseBody(meterReadingSchema(shopDate(siteConfig.timeZone)), {
          ...fields,
          equipmentNumber: equipment,
          confirmLower: confirmLower === 'true' || undefined,
        }),
      token: (reading) => reading.token,
      honeypot: () => false,
      submit: submitMeterReading,
      warningOf: (error) => (error instanceof LowerReadingError ? { lower: error.lower } : undefined),
    });
  }
  return handleErrors(request, async () => {
    await guardRequest('meter-readings', request);
    const reading = parseBody(meterReadingSchema(shopDate(siteConfig.timeZone)), await readJsonBody(request));
    await verifySpamCheck(reading.token, clientAddress(request));
    try {
      return submissionResponse(await submitMeterReading(reading));
    } catch (error) {
      if (!(error instanceof LowerReadingError)) throw error;
      return Response.json({ ok: false, error: error.message, lower: error.lower }, { status: 409 });
    }
  });
}
