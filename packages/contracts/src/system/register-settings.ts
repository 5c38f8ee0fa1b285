import { z } from 'zod';
import { REGISTER_FIELDS } from './register-fields.ts';

export const ZRegisterField = z.enum(REGISTER_FIELDS);

export const ZFieldConfig = z.object({ enabled: z.boolean(), required: z.boolean() });

export const ZFieldRule = z.object({
  patternId: z.number().int().min(0),
  acceptedPattern: z.string().describe('Regular expression source (JavaScript, u flag), or * for any'),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});

export const ZRegisterSettings = z.object({
  config: z.record(ZRegisterField, ZFieldConfig),
  rules: z.partialRecord(ZRegisterField, ZFieldRule),
  minimumAge: z.number().int().describe('Age the member must declare (18, or 21 in the birthday variant)'),
});
export type RegisterSettings = z.infer<typeof ZRegisterSettings>;
