import { z } from 'zod';
import { ERROR_CODES } from './errors/codes.ts';

/** `{ success: true, value }`: every successful answer of the API. */
export function ZSuccess<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const ZFieldIssue = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. body.username'),
  code: z.string().describe('What is wrong with it, e.g. invalid_type, too_big'),
});
export type FieldIssue = z.infer<typeof ZFieldIssue>;

/** What a client should do next after a failure, beyond showing its message. */
export const ZFailureValue = z.object({
  captcha: z
    .boolean()
    .optional()
    .describe('True when the next attempt must carry the image captcha (GET /wps/captcha)'),
  contracts: z
    .array(z.string())
    .optional()
    .describe('contract.confirmation.required: the downline contracts signing would end, to confirm'),
  excludedUntil: z.iso
    .datetime()
    .optional()
    .describe('protection.excluded: when the time-out or self-exclusion ends'),
});
export type FailureValue = z.infer<typeof ZFailureValue>;

/** `{ success: false, errorCode, message }`: every failed answer, with the message in the request language. */
export const ZFailure = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODES),
  message: z.string(),
  issues: z.array(ZFieldIssue).optional(),
  value: ZFailureValue.optional(),
});
export type Failure = z.infer<typeof ZFailure>;
