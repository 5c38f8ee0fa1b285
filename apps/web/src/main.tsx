import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, syncLanguage } from './app/i18n/i18n.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { syncTheme } from './app/theme/sync-theme.ts';
import './styles.css';

syncTheme();
syncLanguage();
await initI18n();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');
if (root) createRoot(root).render(<App queryClient={queryClient} router={router} />);
