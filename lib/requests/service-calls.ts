import 'server-only';
import { HttpError } from '@/lib/api/http';
import { spamCheckVerifier } from '@/lib/api/spam-check';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { serviceBackend, type ServiceBackend } from '@/lib/config/service-backend';
import { submitRequest, type Submission } from '@/lib/delivery/submit';
import {
  composeCallerName,
  SERVICE_CALL_SUBJECT,
  TEST_SERVICE_CALL_SUBJECT,
  type Equipment,
  type ServiceCallRequest,
} from '@/lib/forms/service-call';
import { LOOKUP_MESSAGES, type LookupKind } from '@/lib/forms/service-call-fields';
import { findSandboxEquipment } from '@/lib/requests/sandbox-equipment';
import { findEquipment, type ServiceGatewaySettings } from '@/lib/upstream/service-gateway';
import type { Delivery, ServiceRequestBody } from './types';

/**
 * Service calls with an equipment ID (docs/requirements.md#service-calls), served by the backend
 * of docs/requirements.md#service-backend: the gateway looks machines up and creates the call; the
 * sandbox looks them up in the bundled demo data and the call goes to the service mailbox; mail
 * looks nothing up, takes the number as typed and mails the call. Every call is committed to the
 * store first. Calls in test mode (/repairbeta) are only kept in the store, labelled as tests.
 */

/** The gateway's settings when the gateway is the backend, else undefined. */
function gatewaySettings(env: ServerEnv): ServiceGatewaySettings | undefined {
  if (serviceBackend(env) !== 'gateway' || !env.SCGW_URL || !env.SCGW_API_KEY) return undefined;
  return { url: env.SCGW_URL, apiKey: env.SCGW_API_KEY, timeoutMs: env.UPSTREAM_TIMEOUT_MS };
}

const statusLines: Record<ServiceBackend, string> = {
  gateway: 'Service calls: gateway (SCGW_URL): equipment lookups and service requests go to the service gateway',
  sandbox:
    'Service calls: sandbox (a local run, or SERVICE_BACKEND=sandbox): lookups use the bundled demo machines and calls go to the service mailbox',
  mail: 'Service calls: mail (no service gateway): equipment and customer numbers are taken as typed and calls go to the service mailbox',
};

/** The start-up line of the server log that says which service backend is in use (instrumentation.ts). */
export function serviceCallsStatusLine(env: ServerEnv = serverEnv()): string {
  return statusLines[serviceBackend(env)];
}

/** What lookupEquipment throws (404) where numbers are taken as typed: its callers ask serviceBackend first. */
export const NO_LOOKUP_MESSAGE = 'This site takes equipment and customer numbers as typed: there is no lookup';

/**
 * The machines with an equipment number, or of an account (the gateway's equipment and customer
 * calls, or the sandbox).
 * @returns the matches, none when the number is unknown
 * @throws HttpError 404 in mail mode (nothing to look numbers up in); UpstreamError when the
 *   gateway fails or times out (502/504)
 */
export async function lookupEquipment(kind: LookupKind, number: string, env: ServerEnv = serverEnv()): Promise<Equipment[]> {
  if (serviceBackend(env) === 'mail') throw new HttpError(404, NO_LOOKUP_MESSAGE);
  const settings = gatewaySettings(env);
  return settings ? findEquipment(settings, kind, number) : findSandboxEquipment(kind, number);
}

/**
 * Whether the lookup handlers may say where a machine stands (docs/requirements.md#service-calls,
 * rule 12): not when the machines are the gateway's (real customers') and no spam-check verifier
 * is configured, as then any script could list an account's machines and their locations. The
 * sandbox's machines are made up, and with a verifier a robot's token does not pass. The mail and
 * the gateway still get the location: only the lookups' answers leave it out.
 */
export function lookupShowsLocations(env: ServerEnv = serverEnv()): boolean {
  return serviceBackend(env) !== 'gateway' || spamCheckVerifier(env).kind !== 'none';
}

/** A placed service call: the machine, and the request's reference and outcome. */
export interface ServiceCallReceipt extends Submission {
  /** The machine the lookup confirmed; none in mail mode, where the number is taken as typed. */
  equipment?: Equipment;
}

/** How the mail names the machine: the confirmed record, or the number as the visitor typed it. */
function machineLines(request: ServiceCallRequest, equipment: Equipment | undefined): { lines: string[]; subject: string } {
  const { by, number } = request.lookup;
  if (!equipment) {
    const label = by === 'equipment' ? 'Equipment Number' : 'Customer Number';
    return {
      lines: [`${label}: ${number} (as typed; not looked up)`],
      subject: `${label.toLowerCase()} ${number}`,
    };
  }
  return {
    lines: [
      `Equipment ID: ${String(equipment.id)}`,
      `Equipment Number: ${equipment.number}`,
      `Model: ${equipment.model}`,
      `Description: ${equipment.description}`,
      `Location: ${equipment.location ?? ''}`,
      `Found by ${by} number ${number}`,
    ],
    subject: `${equipment.model} (equipment number ${equipment.number})`,
  };
}

/**
 * The mail form of a service call: for the service mailbox, with the machine, the caller and the
 * problem in the text, so staff can file it by hand. A test is labelled in its subject and first line.
 */
function serviceCallDelivery(request: ServiceCallRequest, equipment: Equipment | undefined): Delivery {
  const machine = machineLines(request, equipment);
  const lines = [
    ...(request.test ? ['TEST REQUEST from /repairbeta: no service call was created.'] : []),
    ...machine.lines,
    `Caller: ${composeCallerName(request)}`,
    'Description of the Problem:',
    request.message,
  ];
  return {
    kind: 'service-call',
    mailbox: 'service',
    emailSubject: request.test ? TEST_SERVICE_CALL_SUBJECT : SERVICE_CALL_SUBJECT,
    name: request.name,
    email: request.email,
    phone: request.phone,
    subject: machine.subject,
    when: '',
    desc: lines.join('\n'),
    token: request.token,
  };
}

/**
 * The machine a call is for: one that a fresh lookup of the request's number returns now (the id
 * the browser sent only picks among those).
 * @throws HttpError 400 when the request names no machine, or one the lookup does not return;
 *   UpstreamError when the lookup fails (502/504)
 */
async function confirmedMachine(request: ServiceCallRequest, env: ServerEnv): Promise<Equipment> {
  const machines = request.equipmentId === undefined ? [] : await lookupEquipment(request.lookup.by, request.lookup.number, env);
  const equipment = machines.find((machine) => String(machine.id) === String(request.equipmentId));
  if (!equipment) {
    throw new HttpError(400, 'That machine was not found by the lookup', { equipmentId: [LOOKUP_MESSAGES.equipmentId] });
  }
  return equipment;
}

/**
 * Places a service call. With a lookup backend the machine must be confirmed (confirmedMachine);
 * in mail mode the number is taken as typed. Then it is committed to the store and sent: to the
 * gateway, which creates the call; else to the service mailbox; in test mode nowhere (kept only).
 * A failed send is retried by the worker, except when the gateway may have received it
 * (docs/requirements.md#nothing-lost).
 * @throws HttpError 400 when a lookup backend does not confirm the machine; UpstreamError when
 *   the lookup fails (502/504)
 */
export async function placeServiceCall(request: ServiceCallRequest, env: ServerEnv = serverEnv()): Promise<ServiceCallReceipt> {
  const equipment = serviceBackend(env) === 'mail' ? undefined : await confirmedMachine(request, env);
  const gateway = gatewaySettings(env);
  const channel = request.test ? 'hold' : gateway ? 'service-gateway' : 'mail';
  const serviceRequest: ServiceRequestBody | undefined = equipment && {
    equipmentId: equipment.id,
    callerName: composeCallerName(request),
    callDescription: request.message,
  };
  const submission = await submitRequest({ delivery: serviceCallDelivery(request, equipment), channel, serviceRequest }, env);
  return { equipment, ...submission };
}
