/** Mailbox aliases a form may target (docs/requirements.md#contact-form, rule 13); nothing else is accepted. */
export const mailboxAliases = ['help', 'sales', 'service', 'xreq'] as const;
export type MailboxAlias = (typeof mailboxAliases)[number];

/** Default mailbox and default email subject (docs/requirements.md#contact-form, rule 12). */
export const DEFAULT_MAILBOX: MailboxAlias = 'help';
export const DEFAULT_EMAIL_SUBJECT = 'Website Contact Form';
