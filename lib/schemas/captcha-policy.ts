/**
 * The spam check's rules that the browser needs too, without zod (lib/schemas/captcha.ts holds
 * the request schema): a form imports these at once, and a zod import would put the whole library
 * in every form page's first JavaScript (issue 6, 'JavaScript budgets').
 */

/** Spec section 9: the score at or above which a visitor counts as human. */
export const CAPTCHA_THRESHOLD = 0.5;

/** The reCAPTCHA v3 action every form requests tokens for; the server expects it back. */
export const CAPTCHA_ACTION = 'contact';
