import { z } from 'zod';

/** Body of `POST /api/verifycaptcha` (spec call 1: token, v2). */
export const verifyCaptchaRequestSchema = z.object({
  token: z.string().min(1, 'A captcha token is required').max(4096),
  v2: z.literal(true).optional(),
});

export type VerifyCaptchaRequest = z.input<typeof verifyCaptchaRequestSchema>;
