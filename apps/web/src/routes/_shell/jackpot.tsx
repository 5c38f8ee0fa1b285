import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { JackpotBoard } from '../../features/jackpots/components/jackpot-board.tsx';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';

export const Route = createFileRoute('/_shell/jackpot')({
  loader: () => i18next.loadNamespaces('lobby'),
  component: () => (
    <CategoryLobby categoryId="JACKPOT">
      <JackpotBoard />
    </CategoryLobby>
  ),
});
