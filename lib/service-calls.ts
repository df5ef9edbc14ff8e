import 'server-only';
import { findSandboxEquipment } from '@/lib/data/sandbox-equipment';
import { submitRequest, type Submission } from '@/lib/delivery';
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
import {
  findEquipment,
  type ServiceGatewaySettings,
  type ServiceRequestBody,
} from '@/lib/upstream/service-gateway';

/**
 * Service calls with an equipment ID (docs/requirements.md#service-calls): the gateway when
 * SCGW_URL and SCGW_API_KEY are set, else the bundled sandbox for lookups, and the call goes to the
 * service mailbox through the mail transport. Every call is committed to the store first. Calls
 * in test mode (/repairbeta) are only kept in the store, labelled as tests.
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
    : 'Service calls: no SCGW_URL and SCGW_API_KEY, lookups use the bundled sandbox and calls go to the service mailbox';
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

/** A placed service call: the machine, and the request's reference and outcome. */
export interface ServiceCallReceipt extends Submission {
  equipment: Equipment;
}

/**
 * The mail form of a service call: for the service mailbox, with the gateway's body in the text,
 * so staff can file it by hand. A test is labelled in its subject and first line.
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
 * it is committed to the store and sent: to the gateway, which creates the call; without a gateway
 * to the service mailbox; in test mode nowhere (kept only). A failed send is retried by the worker,
 * except when the gateway may have received it (docs/requirements.md#nothing-lost).
 * @throws HttpError 400 when the machine is not among the lookup's results;
 *   UpstreamError when the lookup fails (502/504)
 */
export async function placeServiceCall(request: ServiceCallRequest, env: ServerEnv = serverEnv()): Promise<ServiceCallReceipt> {
  const machines = await lookupEquipment(request.lookup.by, request.lookup.number, env);
  const equipment = machines.find((machine) => String(machine.id) === String(request.equipmentId));
  if (!equipment) {
    throw new HttpError(400, 'That machine was not found by the lookup', { equipmentId: [LOOKUP_MESSAGES.equipmentId] });
  }
  const serviceRequest: ServiceRequestBody = {
    equipmentId: equipment.id,
    callerName: composeCallerName(request),
    callDescription: request.message,
  };
  const channel = request.test ? 'hold' : gatewaySettings(env) ? 'service-gateway' : 'mail';
  const submission = await submitRequest({ delivery: serviceCallDelivery(request, equipment, serviceRequest), channel, serviceRequest }, env);
  return { equipment, ...submission };
}
