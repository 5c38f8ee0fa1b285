import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** Game launch helpers open a lottery directly: `?gameCode=` and its `?playType=`. */
const validateSearch = textSearchParams('gameCode', 'playType');

export const Route = createFileRoute('/_reduced/lottery')({
  validateSearch,
  loader: () => i18next.loadNamespaces('lobby'),
  component: () => <CategoryLobby categoryId="LOTT" />,
});
