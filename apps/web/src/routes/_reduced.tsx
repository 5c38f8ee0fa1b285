import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSiteChrome } from '../app/use-site-chrome.tsx';
import { ReducedLayout } from '../features/layout/components/reduced-layout.tsx';

function ReducedRoute() {
  const chrome = useSiteChrome();
  return (
    <ReducedLayout chrome={chrome}>
      <Outlet />
    </ReducedLayout>
  );
}

export const Route = createFileRoute('/_reduced')({ component: ReducedRoute });
