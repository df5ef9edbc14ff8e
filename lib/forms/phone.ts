import parsePhoneNumber, { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The three phone messages (docs/requirements.md#contact-form, rule 1), and when each applies:
 * - `required`: nothing but whitespace was typed (or no value was sent at all);
 * - `unparseable`: libphonenumber finds no number in the text at all (letters, a lone '+', a
 *   single digit, more than 250 characters), neither as typed nor with a +1 prefix;
 * - `invalid`: a number was found but it is not a valid one for its country ('123', nine digits,
 *   a US number with a 0 or 1 area code).
 */
export const PHONE_MESSAGES = {
  required: 'Phone number required',
  unparseable: 'Invalid phone number',
  invalid: 'Please enter a valid phone number',
} as const;

export type PhoneProblem = keyof typeof PHONE_MESSAGES;

/** Trims the input and folds every run of whitespace (line breaks included) into one space. */
export function normalizePhoneInput(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Checks a phone number as docs/requirements.md#contact-form, rule 1 says: default country US, and also tried as
 * '+1' followed by its digits (so '1 206 342 8631' and '206.342.8631 ext 5' both pass).
 * Uses the default libphonenumber-js metadata, which is the one small enough for the browser.
 * @returns the problem with the (normalised) value, or `undefined` when it is a valid number
 */
export function phoneProblem(value: string): PhoneProblem | undefined {
  const normalized = normalizePhoneInput(value);
  if (normalized === '') return 'required';
  const withCountryCode = `+1${normalized.replace(/\D/g, '')}`;
  if (isValidPhoneNumber(normalized, 'US') || isValidPhoneNumber(withCountryCode)) return undefined;
  const parsed = parsePhoneNumber(normalized, 'US') ?? parsePhoneNumber(withCountryCode);
  return parsed ? 'invalid' : 'unparseable';
}

/**
 * A required US phone field: outputs the normalised text (trimmed, single spaces) as the visitor
 * wrote it, so staff see the extension or formatting they typed. Messages: see `PHONE_MESSAGES`.
 */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.required })
  .overwrite(normalizePhoneInput)
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES[problem] });
  });
