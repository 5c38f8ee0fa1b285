import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { JoinPage } from '../../features/join/components/join-page.tsx';

export const Route = createFileRoute('/_shell/join')({
  loader: () => i18next.loadNamespaces(['content', 'ui']),
  component: JoinPage,
});
