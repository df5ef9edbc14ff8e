/**
 * How the shared contact form looks and what it limits: its variants, their headings and labels
 * (docs/requirements.md#contact-form, rule 11) and the lengths of
 * docs/requirements.md#limits, rule 4. Plain data, no zod: the form renders from this
 * at once, and loads the schemas of lib/forms/contact.ts (zod, libphonenumber-js) only when it
 * first validates, which keeps them out of the page's first JavaScript (docs/requirements.md#speed,
 * rules 2-3).
 */

/** Variants of the shared contact form (docs/requirements.md#contact-form, rule 11). */
export const contactVariants = ['default', 'basic', 'quote', 'quicksupply', 'pickup', 'repair'] as const;
export type ContactVariant = (typeof contactVariants)[number];

/** Every field the form can show, in the order it shows them. */
export const contactFieldNames = ['name', 'email', 'phone', 'subject', 'when', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/** How one field is presented: its visible label and the browser's autofill hint. */
export interface ContactFieldSpec {
  label: string;
  autoComplete?: 'name' | 'email' | 'tel' | 'organization';
}

/** How one variant looks: fixed heading (overrides the page's) and the fields it shows. */
export interface ContactVariantSpec {
  /** Heading that replaces whatever the page passes (quote: 'Request a Quote'). */
  heading?: string;
  /** Heading used when the page passes none; the basic variant has none. */
  defaultHeading?: string;
  /** A field missing here is not shown, not validated and not sent. */
  fields: Partial<Record<ContactFieldName, ContactFieldSpec>>;
}

const contactPerson = {
  name: { label: 'Name', autoComplete: 'name' },
  email: { label: 'Email', autoComplete: 'email' },
  phone: { label: 'Phone', autoComplete: 'tel' },
} as const satisfies Partial<Record<ContactFieldName, ContactFieldSpec>>;

const defaultFields = {
  ...contactPerson,
  subject: { label: 'Subject' },
  when: { label: 'Best Time to Call' },
  message: { label: 'Message' },
} as const satisfies Partial<Record<ContactFieldName, ContactFieldSpec>>;

const companyName = { label: 'Company Name', autoComplete: 'organization' } as const satisfies ContactFieldSpec;

/** Labels and headings of every variant (docs/requirements.md#contact-form, rule 11), in one table. */
export const contactVariantSpecs: Record<ContactVariant, ContactVariantSpec> = {
  default: { defaultHeading: 'Contact Us', fields: defaultFields },
  quote: { heading: 'Request a Quote', fields: defaultFields },
  quicksupply: {
    defaultHeading: 'Contact Us',
    fields: { ...defaultFields, subject: companyName, message: { label: 'Supplies to Order' } },
  },
  pickup: {
    defaultHeading: 'Contact Us',
    fields: {
      ...defaultFields,
      name: { label: 'Contact Name', autoComplete: 'name' },
      subject: companyName,
      message: { label: 'Notes about Pickup' },
    },
  },
  repair: {
    defaultHeading: 'Contact Us',
    fields: {
      ...defaultFields,
      subject: { label: 'Machine Make and Model' },
      when: companyName,
      message: { label: 'Description of the Problem' },
    },
  },
  basic: { fields: contactPerson },
};

/** Minimum and maximum lengths of the contact form (docs/requirements.md#limits, rule 4). */
export const CONTACT_LIMITS = {
  nameMin: 5,
  lineMax: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;
