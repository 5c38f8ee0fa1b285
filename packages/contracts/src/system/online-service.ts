import { z } from 'zod';

/** Customer-service entry points; the item of type 3 carries its address obscured (see service-path.ts). */
export const ZServicePath = z.object({ type: z.number().int(), path: z.string() });
export const ZOnlineService = z.object({ version: z.object({ pathList: z.array(ZServicePath) }) });
export type OnlineService = z.infer<typeof ZOnlineService>;
