import { getDomainRoute } from '@platform/contracts/system/routes';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, syncLanguage } from './app/i18n/i18n.ts';
import { syncMemberLanguage } from './app/member-language.ts';
import { registerServiceWorker } from './app/offline/register.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { syncTheme } from './app/theme/sync-theme.ts';
import { callApi } from './shared/api/call-api.ts';
import './styles.css';

const queryClient = createQueryClient();
syncTheme();
// Server texts (announcements, help, error messages) come in the request language: fetch them again.
syncLanguage(() => void queryClient.invalidateQueries());
syncMemberLanguage();

// Not a top-level await: a language's list of text chunks is a chunk that imports from this one, and
// would wait for this module to finish evaluating while this module waited for the texts.
void initI18n().then(() => {
  const router = createAppRouter(queryClient);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App queryClient={queryClient} router={router} />);
  registerServiceWorker();
});

/**
 * The mirrors are timed a moment after the page has loaded: a probe queued behind the page's first
 * reads on its own host (six connections a host over HTTP/1.1) would make another mirror look faster.
 */
const MIRROR_TIMING_DELAY_MS = 2000;
function timeMirrors(): void {
  setTimeout(() => {
    // Its code loads only now; if it cannot, reads simply stay on the page's own host.
    import('./shared/api/choose-mirror.ts').then(
      ({ chooseMirror }) =>
        chooseMirror(async () => (await callApi(getDomainRoute)).domainList.map(({ domain }) => domain)),
      () => undefined,
    );
  }, MIRROR_TIMING_DELAY_MS);
}
if (document.readyState === 'complete') timeMirrors();
else window.addEventListener('load', timeMirrors, { once: true });
