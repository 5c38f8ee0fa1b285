import { PageSkeleton } from '@platform/ui/page-skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { permissionQuery } from '../api/permission-query.ts';
import { BlockedRegionPage } from './blocked-region-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

type SiteGateProps = {
  children: ReactNode;
  /** Language and theme controls for the gate pages. */
  toolbar: ReactNode;
};

/**
 * The spec's global route rules: while the brand is in maintenance, or the visitor's network is
 * restricted, that page replaces every route. A failed check leaves the site open: the API refuses
 * on its own what a brand in maintenance cannot serve.
 */
export function SiteGate({ children, toolbar }: SiteGateProps): ReactNode {
  const permission = useQuery(permissionQuery(window.location.host));

  if (permission.isPending) return <PageSkeleton />;
  if (permission.data?.maintenance) {
    return <MaintenancePage until={permission.data.maintenanceUntil} toolbar={toolbar} />;
  }
  if (permission.data?.regionRestriction) return <BlockedRegionPage toolbar={toolbar} />;
  return children;
}
