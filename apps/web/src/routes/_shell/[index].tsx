import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { HomePage } from '../../features/home/components/home-page.tsx';

export const Route = createFileRoute('/_shell/index')({
  // Fetch the home texts with the route's code, so the page never suspends on them after it shows.
  loader: () => i18next.loadNamespaces('home'),
  component: HomePage,
});
