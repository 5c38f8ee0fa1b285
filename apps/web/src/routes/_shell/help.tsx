import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

export const Route = createFileRoute('/_shell/help')({
  component: () => <PagePlaceholder titleKey="route.help" />,
});
