import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/app.tsx';
import { readConfig } from './config.ts';
import { slipStore, storedOddsFormat } from './store.ts';
import { localeOf, translator } from './texts.ts';
import './styles.css';

const config = readConfig();
const root = document.documentElement;
// The member's theme when the launch said it, else the device's.
const theme = config.theme ?? (matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark');
root.dataset.theme = theme;
root.style.colorScheme = theme;
root.lang = localeOf(config.language);
const t = translator(config.language);
document.title = t('title');

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 1_000 } },
});

const element = document.getElementById('root');
if (element)
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App
          config={config}
          t={t}
          locale={localeOf(config.language)}
          format={storedOddsFormat(config.oddsFormat)}
          store={slipStore(config.sessionId)}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
