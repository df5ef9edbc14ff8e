import { z } from 'zod';
import { CONTACT_LIMITS, contactVariants, contactVariantSpecs, type ContactVariant } from '@/lib/schemas/contact-fields';
import { DEFAULT_EMAIL_SUBJECT, DEFAULT_MAILBOX, mailboxAliases } from '@/lib/schemas/mailbox';
import { PHONE_MESSAGES, phoneSchema } from '@/lib/schemas/phone';

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
  tooLong: (max: number) => `Please use at most ${max} characters`,
} as const;

/**
 * A string that must not contain CR or LF: they end a mail header, so a single-line field that
 * carried one could add headers to the mail built from it. Checked before trimming, so a trailing
 * line break is refused too. `typeMessage` is shown when the value is missing or not a string.
 */
function singleLine(typeMessage?: string) {
  return z
    .string({ error: typeMessage })
    .regex(/^[^\r\n]*$/, CONTACT_MESSAGES.lineBreak)
    .trim();
}

const { nameMin, lineMax, messageMin, messageMax } = CONTACT_LIMITS;

const nameField = singleLine(CONTACT_MESSAGES.name).min(nameMin, CONTACT_MESSAGES.name).max(lineMax, CONTACT_MESSAGES.tooLong(lineMax));

/** Every email failure, length included, reads as one message (docs/requirements.md#contact-form). */
const emailField = singleLine(CONTACT_MESSAGES.email).max(lineMax, CONTACT_MESSAGES.email).regex(z.regexes.email, CONTACT_MESSAGES.email);

const phoneField = singleLine(PHONE_MESSAGES.required).pipe(phoneSchema);

const subjectField = singleLine(CONTACT_MESSAGES.subject).min(1, CONTACT_MESSAGES.subject).max(lineMax, CONTACT_MESSAGES.tooLong(lineMax));

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
  email_subject: singleLine('Invalid email subject')
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

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
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
