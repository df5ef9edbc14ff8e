import 'server-only';
import { findSandboxEquipment } from '@/lib/data/sandbox-equipment';
import { writeToOutbox } from '@/lib/delivery/outbox';
import type { Delivery } from '@/lib/delivery/types';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { HttpError } from '@/lib/http';
import {
  composeCallerName,
  LOOKUP_MESSAGES,
  SERVICE_CALL_SUBJECT,
  TEST_SERVICE_CALL_SUBJECT,
  type Equipment,
  type LookupKind,
  type ServiceCallRequest,
} from '@/lib/schemas/service-call';
import { UpstreamError } from '@/lib/upstream/fetch';
import {
  createServiceRequest,
  findEquipment,
  type ServiceGatewaySettings,
  type ServiceRequestBody,
} from '@/lib/upstream/service-gateway';

/**
 * Service calls with an equipment ID (design.md, 'Service-management gateway'): the gateway when
 * SCGW_URL and SCGW_API_KEY are set, else the bundled sandbox for lookups and the outbox for
 * requests. Requests in test mode (/repairbeta) always go to the outbox, labelled as tests.
 */

/** The gateway's settings, or undefined for the sandbox (lib/env.ts requires both or neither). */
function gatewaySettings(env: ServerEnv): ServiceGatewaySettings | undefined {
  if (!env.SCGW_URL || !env.SCGW_API_KEY) return undefined;
  return { url: env.SCGW_URL, apiKey: env.SCGW_API_KEY, timeoutMs: env.UPSTREAM_TIMEOUT_MS };
}

/** The start-up line of the server log that says where service calls go (instrumentation.ts). */
export function serviceCallsStatusLine(env: ServerEnv = serverEnv()): string {
  return gatewaySettings(env)
    ? 'Service calls: equipment lookups and service requests go to the service gateway (SCGW_URL)'
    : 'Service calls: no SCGW_URL and SCGW_API_KEY, lookups use the bundled sandbox and requests go to the outbox';
}

/**
 * The machines with an equipment number, or of an account (spec calls 5 and 6).
 * @returns the matches, none when the number is unknown
 * @throws UpstreamError when the gateway fails or times out (502/504)
 */
export async function lookupEquipment(kind: LookupKind, number: string, env: ServerEnv = serverEnv()): Promise<Equipment[]> {
  const settings = gatewaySettings(env);
  return settings ? findEquipment(settings, kind, number) : findSandboxEquipment(kind, number);
}

/** Where a service call went: the gateway created it, or it waits in the outbox. */
export interface ServiceCallReceipt {
  equipment: Equipment;
  sentTo: 'gateway' | 'outbox';
}

/**
 * The outbox form of a service call: for the service mailbox, with the gateway's body in the
 * text, so staff can file it by hand. A test is labelled in its subject and first line.
 */
function serviceCallDelivery(request: ServiceCallRequest, equipment: Equipment, body: ServiceRequestBody): Delivery {
  const lines = [
    ...(request.test ? ['TEST REQUEST from /repairbeta: no service call was created.'] : []),
    `Equipment ID: ${String(equipment.id)}`,
    `Equipment Number: ${equipment.number}`,
    `Model: ${equipment.model}`,
    `Description: ${equipment.description}`,
    `Location: ${equipment.location}`,
    `Found by ${request.lookup.by} number ${request.lookup.number}`,
    `Caller: ${body.callerName}`,
    'Description of the Problem:',
    body.callDescription,
  ];
  return {
    kind: 'service-call',
    mailbox: 'service',
    emailSubject: request.test ? TEST_SERVICE_CALL_SUBJECT : SERVICE_CALL_SUBJECT,
    name: request.name,
    email: request.email,
    phone: request.phone,
    subject: `${equipment.model} (equipment number ${equipment.number})`,
    when: '',
    desc: lines.join('\n'),
    token: request.token,
  };
}

/**
 * Places a service call (spec call 4). The machine must be one that a fresh lookup of the
 * request's number returns now: the id the browser sent is only used to pick among those. Then
 * the gateway creates the call; in test mode or without a gateway it goes to the outbox. When the
 * gateway fails, the request is kept in the outbox with the error before the error is passed on.
 * @throws HttpError 400 when the machine is not among the lookup's results;
 *   UpstreamError when the lookup or the gateway fails (502/504)
 */
export async function placeServiceCall(request: ServiceCallRequest, env: ServerEnv = serverEnv()): Promise<ServiceCallReceipt> {
  const machines = await lookupEquipment(request.lookup.by, request.lookup.number, env);
  const equipment = machines.find((machine) => String(machine.id) === String(request.equipmentId));
  if (!equipment) {
    throw new HttpError(400, 'That machine was not found by the lookup', { equipmentId: [LOOKUP_MESSAGES.equipmentId] });
  }
  const body: ServiceRequestBody = {
    equipmentId: equipment.id,
    callerName: composeCallerName(request),
    callDescription: request.message,
  };
  const delivery = serviceCallDelivery(request, equipment, body);
  const settings = gatewaySettings(env);
  if (!settings || request.test) {
    await writeToOutbox(env.OUTBOX_DIR, delivery);
    return { equipment, sentTo: 'outbox' };
  }
  try {
    await createServiceRequest(settings, body);
  } catch (error) {
    if (error instanceof UpstreamError) await writeToOutbox(env.OUTBOX_DIR, delivery, `${error.upstream}: ${error.message}`);
    throw error;
  }
  return { equipment, sentTo: 'gateway' };
}
