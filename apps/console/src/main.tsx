import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n.ts';
import { createQueryClient } from './app/query-client.ts';
import { createConsoleRouter } from './app/router.ts';
import { syncTheme } from './app/theme.ts';
import { useSession } from './shared/api/session.ts';
import './styles.css';

const queryClient = createQueryClient();
const router = createConsoleRouter(queryClient);
syncTheme();
await initI18n();

// A session that ended (401 anywhere, or logout) drops every cached answer and returns to the login.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) {
    queryClient.clear();
    void router.navigate({ to: '/login' });
  }
});

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
