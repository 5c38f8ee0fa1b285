import { z } from 'zod';
import { OPERATOR_ROLES } from './roles.ts';

export const ZOperatorLoginBody = z.object({
  account: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
});

export const ZOperatorLoginValue = z.object({
  token: z.string(),
  mustChangePassword: z
    .boolean()
    .describe('An initial password: nothing but changing it is allowed until it is changed'),
});

export const ZOperatorInfo = z.object({
  id: z.string(),
  account: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  allBrands: z.boolean(),
  merchantCodes: z.array(z.string()).describe('The brands this account may see, when not all'),
  mustChangePassword: z.boolean(),
});
export type OperatorInfo = z.infer<typeof ZOperatorInfo>;

export const ZOperatorPasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

export const ZOperatorDone = z.object({ done: z.literal(true) });
