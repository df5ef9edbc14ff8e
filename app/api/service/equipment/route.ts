import { lookupHandler } from '../lookup';

export const dynamic = 'force-dynamic';

/**
 * GET /api/service/equipment?number= (docs/requirements.md#service-calls): the machine with that equipment number, looked
 * up in the service gateway (or the sandbox). See `lookupHandler` for the answers.
 */
export const GET = lookupHandler('equipment');
