/**
 * The plain constants of the service call and of every equipment lookup
 * (docs/requirements.md#service-calls), without zod: the lookup fields render and check a number
 * from these at once, and lib/forms/service-call.ts builds its schemas on them.
 */

/** The problem description is 10 to 255 characters; lookup numbers up to 32. */
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

/** An equipment or customer number, once trimmed: 1-32 letters, digits and dashes. */
export const LOOKUP_NUMBER_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${SERVICE_CALL_LIMITS.numberMax}}$`);

/**
 * A typed equipment or customer number as it is looked up.
 * @returns the number without surrounding spaces, or null when it cannot be one
 */
export function lookupNumberOf(typed: string): string | null {
  const number = typed.trim();
  return LOOKUP_NUMBER_PATTERN.test(number) ? number : null;
}

/**
 * Header that carries the spam-check token of a lookup (a GET has no body; a query string gets
 * logged). Its name is a public contract and keeps the provider's word.
 */
export const SPAM_CHECK_TOKEN_HEADER = 'x-captcha-token';
