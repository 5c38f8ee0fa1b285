import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { LottoMenu } from '../../features/lottery/components/lotto-menu.tsx';

export const Route = createFileRoute('/_shell/elott')({
  loader: () => i18next.loadNamespaces(['lobby', 'lottery']),
  component: () => (
    <CategoryLobby categoryId="ELOTT">
      <LottoMenu kind="ELOTT" />
    </CategoryLobby>
  ),
});
