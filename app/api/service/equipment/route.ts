import { methodNotAllowed } from '@/lib/http';
import { lookupHandler } from '../lookup';

export const dynamic = 'force-dynamic';

/**
 * GET /api/service/equipment?number= (spec call 5): the machine with that equipment number, looked
 * up in the service gateway (or the sandbox). See `lookupHandler` for the answers.
 */
export const GET = lookupHandler('equipment');

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
