import { methodNotAllowed } from '@/lib/http';
import { lookupHandler } from '../lookup';

export const dynamic = 'force-dynamic';

/**
 * GET /api/service/customer?number= (spec call 6): every machine of the account with that customer
 * number, from the service gateway (or the sandbox). See `lookupHandler` for the answers.
 */
export const GET = lookupHandler('customer');

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
