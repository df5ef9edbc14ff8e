import { z } from 'zod';
import { CONTACT_MESSAGES, contactFieldsSchema } from './contact';
import { LOOKUP_MESSAGES, LOOKUP_NUMBER_PATTERN, lookupKinds, SERVICE_CALL_LIMITS } from './service-call-fields';

/**
 * The service call with an equipment ID (docs/requirements.md#service-calls): the numbers a
 * visitor looks a machine up by, the equipment record, and the request. Shared by the form (in the
 * browser) and by the route handlers under app/api/service/. Its plain constants are in
 * service-call-fields.ts, which pages can import without zod.
 */

/**
 * An equipment or customer number: 1-32 letters, digits and dashes, surrounding spaces ignored.
 * Nothing else can reach the gateway's query string.
 */
export const lookupNumberSchema = z.string({ error: LOOKUP_MESSAGES.number }).trim().regex(LOOKUP_NUMBER_PATTERN, LOOKUP_MESSAGES.number);

/** The query of `GET /api/service/equipment?number=` and `GET /api/service/customer?number=`. */
export const lookupQuerySchema = z.object({ number: lookupNumberSchema });

/**
 * An equipment lookup record as the gateway answers it (docs/requirements.md#outside-services, rule 3: EquipmentID,
 * EquipmentNumber, Model, Description, Location; CustomerNumber ties it to an account). The
 * bundled sandbox has the same shape. Text the gateway leaves empty may come as null.
 */
export const equipmentRecordSchema = z.object({
  EquipmentID: z.union([z.string().min(1), z.number().int()]),
  EquipmentNumber: z.string().min(1),
  Model: z.string().nullish(),
  Description: z.string().nullish(),
  Location: z.string().nullish(),
  CustomerNumber: z.string().min(1).nullish(),
});

export type EquipmentRecord = z.output<typeof equipmentRecordSchema>;

/**
 * A machine as our API answers it and the form shows it. The id keeps the gateway's own type
 * (number or string), since it goes back to the gateway as `equipmentId`. The location is left
 * out of a lookup's answer where the site does not say where machines stand
 * (docs/requirements.md#service-calls, rule 12).
 */
export const equipmentSchema = z.object({
  id: z.union([z.string(), z.number()]),
  number: z.string(),
  model: z.string(),
  description: z.string(),
  location: z.string().optional(),
});

export type Equipment = z.output<typeof equipmentSchema>;

/** Maps a raw record to our type; the account number stays on the server. */
export function toEquipment(record: EquipmentRecord): Equipment {
  return {
    id: record.EquipmentID,
    number: record.EquipmentNumber,
    model: record.Model?.trim() ?? '',
    description: record.Description?.trim() ?? '',
    location: record.Location?.trim() ?? '',
  };
}

/**
 * The answer of both lookup handlers: every machine that matches, possibly none; or, where numbers
 * are taken as typed (mail mode, docs/requirements.md#service-backend), `asTyped` instead.
 */
export const lookupAnswerSchema = z.union([
  z.object({ ok: z.literal(true), equipment: z.array(equipmentSchema) }),
  z.object({ ok: z.literal(true), asTyped: z.literal(true) }),
]);

const { name, email, phone } = contactFieldsSchema.shape;

/**
 * The fields the visitor types (docs/requirements.md#service-calls, rule 8): name at least 5, a valid
 * email, a phone valid as typed or with a 1 prefix (US), and a message of 10 to 255 characters.
 * Name, email and phone are the contact form's own rules and messages.
 */
export const serviceCallFieldsSchema = z.object({
  name,
  phone,
  email,
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(SERVICE_CALL_LIMITS.messageMin, CONTACT_MESSAGES.message)
    .max(SERVICE_CALL_LIMITS.messageMax, CONTACT_MESSAGES.tooLong(SERVICE_CALL_LIMITS.messageMax)),
});

export type ServiceCallFieldsInput = z.input<typeof serviceCallFieldsSchema>;
export type ServiceCallFields = z.output<typeof serviceCallFieldsSchema>;

/**
 * Body of `POST /api/service/request`. Besides the typed fields it gives the number typed
 * (`lookup`) and, where numbers are looked up, the machine found (`equipmentId`): the server
 * repeats that lookup and accepts only an id it returns, so a client cannot file a call against a
 * machine it never found. In mail mode (docs/requirements.md#service-backend) there is no id: the
 * number goes to the service desk as typed. `test: true` (sent from /repairbeta) keeps the request
 * away from the real gateway.
 */
export const serviceCallRequestSchema = serviceCallFieldsSchema.extend({
  equipmentId: z.union([z.string().min(1).max(64), z.number().int()], { error: LOOKUP_MESSAGES.equipmentId }).optional(),
  lookup: z.object({ by: z.enum(lookupKinds), number: lookupNumberSchema }),
  token: z.string().max(4096).optional(),
  test: z.boolean().optional(),
});

export type ServiceCallRequestInput = z.input<typeof serviceCallRequestSchema>;
export type ServiceCallRequest = z.output<typeof serviceCallRequestSchema>;

/**
 * The gateway's `callerName` (the name with the phone and email, docs/requirements.md#service-calls, rule 11), e.g.
 * 'Dana Whitfield, (206) 342-8631, dana@example.com', so the dispatcher can call back.
 */
export function composeCallerName({ name, phone, email }: Pick<ServiceCallFields, 'name' | 'phone' | 'email'>): string {
  return `${name}, ${phone}, ${email}`;
}

/** Email subjects of service calls that reach a mailbox or the outbox; the test one says so. */
export const SERVICE_CALL_SUBJECT = 'Service Call';
export const TEST_SERVICE_CALL_SUBJECT = 'TEST - Service Call (repairbeta)';
