import { PageSkeleton } from '@platform/ui/page-skeleton.tsx';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, Suspense } from 'react';
import type { createAppRouter } from './router.ts';

type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
};

export function App({ queryClient, router }: AppProps): ReactNode {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSkeleton />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
