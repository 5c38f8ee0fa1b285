import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';

/** The reduced sports page shows the sports lobby, as /sports does: the sportsbook is among its games. */
export const Route = createFileRoute('/_reduced/sport')({
  loader: () => i18next.loadNamespaces('lobby'),
  component: () => <CategoryLobby categoryId="SPORTS" />,
});
