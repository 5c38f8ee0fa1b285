import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { FeedbackScreen } from '../../features/engagement/components/feedback-route-page.tsx';

export const Route = createFileRoute('/_shell/feedback')({
  loader: () => i18next.loadNamespaces(['engagement', 'auth']),
  component: FeedbackScreen,
});
