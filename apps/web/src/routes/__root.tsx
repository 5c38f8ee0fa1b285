import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ShellLayout } from '../features/layout/components/shell-layout.tsx';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <ShellLayout>
      <NotFoundPage />
    </ShellLayout>
  ),
});
