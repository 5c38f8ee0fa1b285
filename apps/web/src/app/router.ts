import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteErrorPage } from '../features/guards/components/route-error-page.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { removeHomeShell } from '../shared/ui/home-shell.ts';
import { limitChunkLoading } from './chunk-timeout.ts';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which already caches; the router should not cache twice.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page whose code failed to download, or that threw, explains itself instead of going blank.
    defaultErrorComponent: RouteErrorPage,
  });
  limitChunkLoading(router);
  // The home page's server-painted banner gives way to any other page, the first one (`/` is sent on
  // to `/index`) included.
  router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== '/index') removeHomeShell();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
