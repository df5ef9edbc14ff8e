import { z } from 'zod';

/**
 * REQUEST_RETENTION_DAYS: days a delivered request's (or a held test call's) personal fields, and
 * a sign order's instructions, are kept (docs/requirements.md#nothing-lost, rule 6). One reading
 * for the two that use it: the server's settings (lib/env.ts), by which the delivery worker
 * deletes them, and the public settings (lib/site.ts), by which the privacy notice, built with the
 * site, states the figure. A number of days is no secret.
 */
export const requestRetentionDays = z.coerce.number().int().positive().default(90);
