/**
 * The spam check's rules that the browser needs too, without zod (lib/forms/spam-check-request.ts holds
 * the request schema): a form imports these at once, and a zod import would put the whole library
 * in every form page's first JavaScript (docs/requirements.md#speed).
 */

/** The score at or above which a visitor counts as human (docs/requirements.md#spam-check). */
export const SPAM_CHECK_THRESHOLD = 0.5;

/** The reCAPTCHA v3 action every form requests tokens for; the server expects it back. */
export const SPAM_CHECK_ACTION = 'contact';
