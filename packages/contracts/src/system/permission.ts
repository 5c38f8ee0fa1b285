import { z } from 'zod';

/**
 * The permission check every page load makes: whether the brand is in maintenance, and whether the
 * visitor's network may use it. Either one turns every route of the site into its own page.
 */
export const ZPermissionQuery = z.object({
  host: z.string().max(253).optional().describe('The host the site is shown on'),
});

export const ZPermission = z.object({
  maintenance: z.boolean(),
  maintenanceUntil: z.iso.datetime().nullable().describe('When maintenance is planned to end, if known'),
  regionRestriction: z.boolean(),
});
export type Permission = z.infer<typeof ZPermission>;
