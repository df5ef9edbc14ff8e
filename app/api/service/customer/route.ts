import { lookupHandler } from '../lookup';

export const dynamic = 'force-dynamic';

/**
 * GET /api/service/customer?number= (docs/requirements.md#service-calls): every machine of the account with that customer
 * number, from the service gateway (or the sandbox). See `lookupHandler` for the answers.
 */
export const GET = lookupHandler('customer');
