import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { CategoryLobby } from '../../features/lobby/components/category-lobby.tsx';
import { LotteryPage } from '../../features/lottery/components/lottery-page.tsx';
import { LottoMenu } from '../../features/lottery/components/lotto-menu.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** Game launch helpers open a lottery directly: `?gameCode=` and its `?playType=`. */
const validateSearch = textSearchParams('gameCode', 'playType');

export const Route = createFileRoute('/_reduced/lottery')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['lobby', 'lottery']),
  component: LotteryRoute,
});

/** With a game code, its betting page; without, the lottery lobby: the brand's games, then the providers'. */
function LotteryRoute() {
  const { gameCode, playType } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!gameCode)
    return (
      <CategoryLobby categoryId="LOTT">
        <LottoMenu />
      </CategoryLobby>
    );
  return (
    <LotteryPage
      key={gameCode}
      gameCode={gameCode}
      playType={playType}
      onPlayTypeChange={(next) => void navigate({ search: { gameCode, playType: next }, replace: true })}
    />
  );
}
