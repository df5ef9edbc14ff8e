import { z } from 'zod';

/**
 * Body of `POST /api/verifycaptcha`: a reCAPTCHA token, and the old gateway's `v2` flag
 * (docs/requirements.md#spam-check).
 */
export const spamCheckRequestSchema = z.object({
  token: z.string().min(1, 'A captcha token is required').max(4096),
  v2: z.literal(true).optional(),
});

export type SpamCheckRequest = z.input<typeof spamCheckRequestSchema>;
