import { z } from 'zod';
import { CONTACT_LIMITS, contactVariants, contactVariantSpecs, type ContactVariant } from '@/lib/forms/contact-fields';
import { DEFAULT_EMAIL_SUBJECT, DEFAULT_MAILBOX, mailboxAliases } from '@/lib/forms/mailbox';
import { PHONE_MESSAGES, phoneSchema } from '@/lib/forms/phone';

/**
 * The shared contact form's field rules (docs/requirements.md#contact-form, #limits; its variants,
 * labels and limits are in contact-fields.ts) and the request body of `POST /api/contactemail`
 * (docs/requirements.md#where-requests-go). The form validates with `contactSchemaFor(variant)`;
 * the route handler with `contactRequestSchema`, which applies the very same field schemas.
 */

/** The form's messages (docs/requirements.md#contact-form), with line breaks and over-long text. */
export const CONTACT_MESSAGES = {
  name: 'Please enter your full name',
  email: 'Please enter a valid email address',
  phone: PHONE_MESSAGES,
  message: 'Please enter a more detailed message',
  subject: 'This field is required',
  lineBreak: 'Please keep this on one line',
  control: 'Please remove tabs and invisible control characters',
  encodedWord: 'Please remove the "=?…?=" code',
  tooLong: (max: number) => `Please use at most ${max} characters`,
} as const;

/**
 * Line breaks: CR and LF end a mail header, so a one-line field that carried one could add
 * headers to the mail built from it; VT, FF, NEL (U+0085) and the line and paragraph separators
 * (U+2028, U+2029) break lines in mail clients and logs.
 */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * The other control characters (C0 with tab, DEL, C1) and the bidi overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which make the shop read a line otherwise than it was written.
 */
const CONTROL = /[\u0000-\u0009\u000E-\u001F\u007F-\u0084\u0086-\u009F\u202A-\u202E\u2066-\u2069]/;

/** An RFC 2047 encoded word (`=?charset?encoding?text?=`): a mail client decodes it into other text, in a header. */
const ENCODED_WORD = /=\?[^?]*\?[^?]*\?[^?]*\?=/;

/**
 * The one rule of every one-line field, every field but the free text (docs/requirements.md#contact-form,
 * rule 2): no line break, no other control character, no bidi control; with `header`, for a field
 * that goes into a mail header (the email subject, the Reply-To name, the subject), no RFC 2047
 * encoded word either. Checked before trimming, so a trailing line break is refused too.
 * `typeMessage` is shown when the value is missing or not a string.
 */
function singleLine(typeMessage?: string, { header = false } = {}) {
  const line = z
    .string({ error: typeMessage })
    .refine((value) => !LINE_BREAK.test(value), CONTACT_MESSAGES.lineBreak)
    .refine((value) => !CONTROL.test(value), CONTACT_MESSAGES.control);
  return (header ? line.refine((value) => !ENCODED_WORD.test(value), CONTACT_MESSAGES.encodedWord) : line).trim();
}

const { nameMin, lineMax, messageMin, messageMax } = CONTACT_LIMITS;

const nameField = singleLine(CONTACT_MESSAGES.name, { header: true })
  .min(nameMin, CONTACT_MESSAGES.name)
  .max(lineMax, CONTACT_MESSAGES.tooLong(lineMax));

/** Every email failure, length included, reads as one message (docs/requirements.md#contact-form). */
const emailField = singleLine(CONTACT_MESSAGES.email).max(lineMax, CONTACT_MESSAGES.email).regex(z.regexes.email, CONTACT_MESSAGES.email);

const phoneField = singleLine(PHONE_MESSAGES.required).pipe(phoneSchema);

const subjectField = singleLine(CONTACT_MESSAGES.subject, { header: true })
  .min(1, CONTACT_MESSAGES.subject)
  .max(lineMax, CONTACT_MESSAGES.tooLong(lineMax));

const whenField = singleLine().max(lineMax, CONTACT_MESSAGES.tooLong(lineMax)).optional();

const messageField = z
  .string({ error: CONTACT_MESSAGES.message })
  .trim()
  .min(messageMin, CONTACT_MESSAGES.message)
  .max(messageMax, CONTACT_MESSAGES.tooLong(messageMax));

/** Fields of every variant with a subject and a message (all but basic). */
export const contactFieldsSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  subject: subjectField,
  when: whenField,
  message: messageField,
});

/** Fields of the basic variant: subject, when and message are dropped if sent. */
export const basicContactFieldsSchema = contactFieldsSchema.pick({ name: true, email: true, phone: true });

export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

/** Values of the form whatever its variant: basic simply has no subject, when or message. */
export type ContactFormInput = z.input<typeof basicContactFieldsSchema> & Partial<ContactFieldsInput>;
export type ContactFormOutput = z.output<typeof basicContactFieldsSchema> & Partial<ContactFields>;

/**
 * The field schema of one variant, for `zodResolver` in the form.
 * @returns the basic schema (name, email, phone) for 'basic', the full one otherwise
 */
export function contactSchemaFor(variant: ContactVariant): z.ZodType<ContactFormOutput, ContactFormInput> {
  return variant === 'basic' ? basicContactFieldsSchema : contactFieldsSchema;
}

/** Request fields that are not typed by the visitor: target, tag, spam-check token and honeypot. */
const requestMeta = {
  /** Target mailbox alias (docs/requirements.md#where-requests-go); any other is refused. */
  contact_email: z.enum(mailboxAliases, { error: 'Unknown mailbox' }).default(DEFAULT_MAILBOX),
  /** Subject tag of the mail: a mail header, hence one line. */
  email_subject: singleLine('Invalid email subject', { header: true })
    .min(1, 'Invalid email subject')
    .max(lineMax, CONTACT_MESSAGES.tooLong(lineMax))
    .default(DEFAULT_EMAIL_SUBJECT),
  /** Spam-check token, verified on the server when reCAPTCHA keys are configured. */
  token: z.string().optional(),
  /** The old gateway's reCAPTCHA-version flag (docs/requirements.md#spam-check); accepted, unused. */
  v2: z.literal(true).optional(),
  /** Honeypot: people never see this field, so any text in it marks the request as a bot's. */
  website: z.string().optional(),
};

/** The body the form sends: its validated fields, the variant, and the request fields above. */
export type ContactRequestBody = ContactFormOutput & { variant: ContactVariant } & z.input<z.ZodObject<typeof requestMeta>>;

const fullVariants = contactVariants.filter((v): v is Exclude<ContactVariant, 'basic'> => v !== 'basic');

/**
 * Body of `POST /api/contactemail` (docs/requirements.md#where-requests-go). `variant` (default
 * 'default') picks the field rules, so the server checks exactly what the form checked; `desc` is
 * not sent but composed on the server with `composeDesc`, from validated fields.
 */
export const contactRequestSchema = z.discriminatedUnion('variant', [
  contactFieldsSchema.extend({ variant: z.enum(fullVariants).default('default'), ...requestMeta }),
  basicContactFieldsSchema.extend({ variant: z.literal('basic'), ...requestMeta }),
]);

/**
 * The hidden fields of the contact form that say how its page placed it: its variant, mailbox alias
 * and subject tag. A form sent without JavaScript is shown again from them on its answer page
 * (docs/requirements.md#forms-without-javascript).
 */
export const contactPlacementSchema = z.object({
  variant: z.enum(contactVariants).default('default'),
  contact_email: requestMeta.contact_email,
  email_subject: requestMeta.email_subject,
});

/** A contact request as its handler validated it. */
export type ContactRequest = z.output<typeof contactRequestSchema>;

/**
 * The `desc` text of the mail (docs/requirements.md#contact-form: subject, best time to call and
 * message), one 'Label: value' line per filled field in the variant's own words (repair: 'Machine
 * Make and Model', 'Company Name', 'Description of the Problem'); the message follows on its own
 * lines.
 * @returns '' when none of the three is filled (the basic variant)
 */
export function composeDesc(
  { subject, when, message }: Pick<ContactFormOutput, 'subject' | 'when' | 'message'>,
  variant: ContactVariant = 'default',
): string {
  const { fields } = contactVariantSpecs[variant];
  const lines: string[] = [];
  if (fields.subject && subject) lines.push(`${fields.subject.label}: ${subject}`);
  if (fields.when && when) lines.push(`${fields.when.label}: ${when}`);
  if (fields.message && message) lines.push(`${fields.message.label}:`, message);
  return lines.join('\n');
}
