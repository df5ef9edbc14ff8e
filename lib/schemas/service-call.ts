import { z } from 'zod';
import { CONTACT_MESSAGES, contactFieldsSchema } from './contact';

/**
 * The service call with an equipment ID (spec sections 3, 5 and 7, calls 4-6): the numbers a
 * visitor looks a machine up by, the equipment record, and the request. Shared by the form (in the
 * browser) and by the route handlers under app/api/service/.
 */

/** Spec sections 5 and 9: the problem description is 10 to 255 characters; lookup numbers up to 32. */
export const SERVICE_CALL_LIMITS = {
  messageMin: 10,
  messageMax: 255,
  numberMax: 32,
} as const;

/** What a machine is looked up by: its equipment (tag) number, or the customer's account number. */
export const lookupKinds = ['equipment', 'customer'] as const;
export type LookupKind = (typeof lookupKinds)[number];

export const LOOKUP_MESSAGES = {
  number: `Use 1 to ${SERVICE_CALL_LIMITS.numberMax} letters, digits or dashes`,
  equipmentId: 'Please look up your machine again and choose it',
} as const;

/**
 * An equipment or customer number: 1-32 letters, digits and dashes, surrounding spaces ignored.
 * Nothing else can reach the gateway's query string.
 */
export const lookupNumberSchema = z
  .string({ error: LOOKUP_MESSAGES.number })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9-]{1,${SERVICE_CALL_LIMITS.numberMax}}$`), LOOKUP_MESSAGES.number);

/** The query of `GET /api/service/equipment?number=` and `GET /api/service/customer?number=`. */
export const lookupQuerySchema = z.object({ number: lookupNumberSchema });

/** Header that carries the captcha token of a lookup (a GET has no body; a query string gets logged). */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

/**
 * An equipment lookup record as the gateway answers it (spec section 3: EquipmentID,
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
 * (number or string), since it goes back to the gateway as `equipmentId`.
 */
export const equipmentSchema = z.object({
  id: z.union([z.string(), z.number()]),
  number: z.string(),
  model: z.string(),
  description: z.string(),
  location: z.string(),
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

/** The answer of both lookup handlers: every machine that matches, possibly none. */
export const lookupAnswerSchema = z.object({ ok: z.literal(true), equipment: z.array(equipmentSchema) });

const { name, email, phone } = contactFieldsSchema.shape;

/**
 * The fields the visitor types (spec section 5, 'Service call with ID'): name at least 5, a valid
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
 * Body of `POST /api/service/request`. Besides the typed fields it names the machine
 * (`equipmentId`) and the lookup that found it (`lookup`): the server repeats that lookup and
 * accepts only an id it returns, so a client cannot file a call against a machine it never found.
 * `test: true` (sent from /repairbeta) keeps the request away from the real gateway.
 */
export const serviceCallRequestSchema = serviceCallFieldsSchema.extend({
  equipmentId: z.union([z.string().min(1).max(64), z.number().int()], { error: LOOKUP_MESSAGES.equipmentId }),
  lookup: z.object({ by: z.enum(lookupKinds), number: lookupNumberSchema }),
  token: z.string().max(4096).optional(),
  test: z.boolean().optional(),
});

export type ServiceCallRequestInput = z.input<typeof serviceCallRequestSchema>;
export type ServiceCallRequest = z.output<typeof serviceCallRequestSchema>;

/**
 * The gateway's `callerName` (spec call 4: 'the name combined with phone and email'), e.g.
 * 'Dana Whitfield, (206) 342-8631, dana@example.com', so the dispatcher can call back.
 */
export function composeCallerName({ name, phone, email }: Pick<ServiceCallFields, 'name' | 'phone' | 'email'>): string {
  return `${name}, ${phone}, ${email}`;
}

/** Email subjects of service calls that reach a mailbox or the outbox; the test one says so. */
export const SERVICE_CALL_SUBJECT = 'Service Call';
export const TEST_SERVICE_CALL_SUBJECT = 'TEST - Service Call (repairbeta)';
