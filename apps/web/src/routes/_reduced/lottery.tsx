import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { z } from 'zod';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { ZOptionalSearchText } from '../../shared/lib/search-params.ts';

/** Game launch helpers open a lottery directly: `?gameCode=` and its `?playType=`. */
const ZLotterySearch = z.object({ gameCode: ZOptionalSearchText, playType: ZOptionalSearchText });

export const Route = createFileRoute('/_reduced/lottery')({
  validateSearch: ZLotterySearch,
  loader: () => i18next.loadNamespaces('lobby'),
  component: () => <CategoryLobby categoryId="LOTT" />,
});
