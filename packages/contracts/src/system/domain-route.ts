import { z } from 'zod';
import { ZResource } from './status.ts';

/** The brand's mirror domains (the site measures their speed itself) and its resources. */
export const ZDomainRoute = z.object({
  domainList: z.array(z.object({ domain: z.string() })),
  resources: z.array(ZResource),
});
export type DomainRoute = z.infer<typeof ZDomainRoute>;
