import { z } from 'zod';

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v2): the widget derives keys from the nonce and a
 * counter until one starts with `keyPrefix`. The signature covers the parameters, so none can be
 * changed, and `expiresAt` (seconds) bounds how long a solution is worth anything.
 */
export const ZHumanCheckChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});

/** The solved challenge as the widget submits it: base64 JSON of `{ challenge, solution }`. */
export const ZHumanCheck = z
  .string()
  .max(4096)
  .optional()
  .describe('The solved proof-of-work challenge (ALTCHA payload, base64), one use only');

export const ZCaptchaImage = z
  .string()
  .describe('The image captcha as a data URL (`data:image/png;base64,...`); its answer is bound to a cookie');
