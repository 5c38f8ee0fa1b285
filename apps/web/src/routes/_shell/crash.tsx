import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';

export const Route = createFileRoute('/_shell/crash')({
  loader: () => i18next.loadNamespaces('lobby'),
  component: () => <CategoryLobby categoryId="CRASH" />,
});
