import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { DownloadPage } from '../../features/download/components/download-page.tsx';

export const Route = createFileRoute('/_shell/down')({
  loader: () => i18next.loadNamespaces(['content', 'ui']),
  component: DownloadPage,
});
