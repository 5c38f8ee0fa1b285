import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, syncLanguage } from './app/i18n/i18n.ts';
import { syncMemberLanguage } from './app/member-language.ts';
import { registerServiceWorker } from './app/offline/register.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { syncTheme } from './app/theme/sync-theme.ts';
import './styles.css';

const queryClient = createQueryClient();
syncTheme();
// Server texts (announcements, help, error messages) come in the request language: fetch them again.
syncLanguage(() => void queryClient.invalidateQueries());
syncMemberLanguage();
await initI18n();

const router = createAppRouter(queryClient);
const root = document.getElementById('root');
if (root) createRoot(root).render(<App queryClient={queryClient} router={router} />);
registerServiceWorker();
