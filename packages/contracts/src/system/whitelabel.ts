import { z } from 'zod';
import { MODULE_IDS, type WhitelabelNode } from './feature-switches.ts';

export const ZModuleId = z.enum(MODULE_IDS);

export const ZWhitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: ZModuleId,
    enabled: z.boolean(),
    childrenNodes: z.array(ZWhitelabelNode),
  }),
);

export const ZWhitelabelTree = z.array(ZWhitelabelNode);
export type WhitelabelTree = z.infer<typeof ZWhitelabelTree>;
