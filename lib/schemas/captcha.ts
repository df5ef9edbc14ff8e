import { z } from 'zod';

/** Spec section 9: the score at or above which a visitor counts as human. */
export const CAPTCHA_THRESHOLD = 0.5;

/** The reCAPTCHA v3 action every form requests tokens for; the server expects it back. */
export const CAPTCHA_ACTION = 'contact';

/** Body of `POST /api/verifycaptcha` (spec call 1: token, v2). */
export const verifyCaptchaRequestSchema = z.object({
  token: z.string().min(1, 'A captcha token is required').max(4096),
  v2: z.literal(true).optional(),
});

export type VerifyCaptchaRequest = z.input<typeof verifyCaptchaRequestSchema>;
