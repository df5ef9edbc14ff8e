/** Mailbox aliases a form may target (spec section 7, call 2); nothing else is accepted. */
export const mailboxAliases = ['help', 'sales', 'service', 'xreq'] as const;
export type MailboxAlias = (typeof mailboxAliases)[number];

/** Spec section 9: default mailbox and default email subject. */
export const DEFAULT_MAILBOX: MailboxAlias = 'help';
export const DEFAULT_EMAIL_SUBJECT = 'Website Contact Form';
