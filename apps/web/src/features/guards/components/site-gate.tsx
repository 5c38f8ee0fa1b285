import { PageSkeleton } from '@platform/ui/page-skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useRemoveHomeShell } from '../../../shared/ui/home-shell.ts';
import { permissionQuery } from '../api/permission-query.ts';

// Shown only to a brand in maintenance or a restricted network: their code (and art) stays out of
// everyone else's first download.
const MaintenancePage = lazy(() =>
  import('./maintenance-page.tsx').then((module) => ({ default: module.MaintenancePage })),
);
const BlockedRegionPage = lazy(() =>
  import('./blocked-region-page.tsx').then((module) => ({ default: module.BlockedRegionPage })),
);

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
  useRemoveHomeShell(Boolean(permission.data?.maintenance || permission.data?.regionRestriction));

  if (permission.isPending) return <PageSkeleton />;
  if (permission.data?.maintenance) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <MaintenancePage until={permission.data.maintenanceUntil} toolbar={toolbar} />
      </Suspense>
    );
  }
  if (permission.data?.regionRestriction) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <BlockedRegionPage toolbar={toolbar} />
      </Suspense>
    );
  }
  return children;
}
