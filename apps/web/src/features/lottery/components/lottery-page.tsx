import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { scaleOf } from '../../../shared/lib/money-input.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { lotteryQueries } from '../api/lottery-queries.ts';
import { usePlaceSlip } from '../api/place-slip.ts';
import { type SlipLine, slipSelections } from '../model/slip.ts';
import { useLotteryLive } from '../model/use-lottery-live.ts';
import { BetSlip, type Chase } from './bet-slip.tsx';
import { DrawHeader } from './draw-header.tsx';
import { OpenBets } from './open-bets.tsx';
import { PlayPicker } from './play-picker.tsx';
import { ResultsHistory } from './results-history.tsx';
import { TrendCharts } from './trend-charts.tsx';

type LotteryPageProps = {
  gameCode: string;
  playType: string | undefined;
  onPlayTypeChange: (playType: string) => void;
};

/**
 * The betting page (/lottery?gameCode=&playType=): the draw header with its countdown, the play type's
 * number picker, the bet slip with chase, and below the member's open bets, the results and the trends.
 * Live draw changes refresh it without a reload; a guest placing bets is asked to log in first.
 */
export function LotteryPage({ gameCode, playType, onPlayTypeChange }: LotteryPageProps): ReactNode {
  const { t } = useTranslation('lottery');
  const isMember = readSessionToken() !== null;
  const openModal = useModalStore((state) => state.open);
  const game = useQuery(lotteryQueries.game(gameCode));
  const results = useQuery(lotteryQueries.results(gameCode));
  const { data: balance } = useQuery({ ...walletQueries.balance(), enabled: isMember });
  const format = useMoneyFormat();
  const place = usePlaceSlip();
  const [lines, setLines] = useState<SlipLine[]>([]);
  const slipKey = useRef<string>(crypto.randomUUID());
  useLotteryLive(gameCode, isMember);
  useDocumentTitle(game.data?.name ?? t('menu.title'));

  if (game.isError)
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <ErrorState error={game.error} onRetry={() => void game.refetch()} isRetrying={game.isFetching} />
      </div>
    );
  if (!game.data)
    return (
      <LoadingState>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
          <Skeleton className="h-32 rounded-3xl" />
          <Skeleton className="h-96 rounded-3xl" />
        </div>
      </LoadingState>
    );

  const info = game.data;
  const play = info.playTypes.find((type) => type.code === playType) ?? info.playTypes[0];
  const scale = scaleOf(info.minStake);
  const money = (amount: string) => format(amount, balance?.currency ?? 'USD');
  const draw = info.currentDraw;
  const openPeriod = draw?.status === 'open' ? draw.period : undefined;
  const changeLines = (next: SlipLine[]) => {
    setLines(next);
    slipKey.current = crypto.randomUUID();
  };

  const handlePlace = (chase: Chase | undefined) => {
    if (!isMember) {
      openModal('login');
      return;
    }
    if (!openPeriod) return;
    place.mutate(
      {
        body: {
          gameCode,
          period: openPeriod,
          oddsVersion: info.oddsVersion,
          selections: slipSelections(lines, scale),
          ...(chase ? { chase } : {}),
        },
        idempotencyKey: slipKey.current,
      },
      {
        onSuccess: () => {
          toast.success(chase ? t('slip.chased', { draws: chase.draws }) : t('slip.placed'));
          changeLines([]);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-5 sm:py-8">
      <Link
        to="/lott"
        className="flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('game.back')}
      </Link>
      <DrawHeader game={info} receivedAt={game.dataUpdatedAt} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        {play && (
          <PlayPicker
            game={info}
            play={play}
            onPlayChange={onPlayTypeChange}
            scale={scale}
            money={money}
            onAdd={(line) => changeLines([...lines, { ...line, id: crypto.randomUUID() }])}
          />
        )}
        <div className="lg:sticky lg:top-4">
          <BetSlip
            lines={lines}
            onRemove={(id) => changeLines(lines.filter((line) => line.id !== id))}
            scale={scale}
            money={money}
            canPlace={openPeriod !== undefined}
            isPlacing={place.isPending}
            onPlace={handlePlace}
          />
        </div>
      </div>
      <Tabs
        defaultValue={isMember ? 'bets' : 'results'}
        className="min-w-0 rounded-3xl border border-line bg-surface-1 p-4 shadow-card sm:p-6"
      >
        <TabsList>
          {isMember && <TabsTrigger value="bets">{t('tabs.bets')}</TabsTrigger>}
          <TabsTrigger value="results">{t('tabs.results')}</TabsTrigger>
          <TabsTrigger value="trends">{t('tabs.trends')}</TabsTrigger>
        </TabsList>
        {isMember && (
          <TabsContent value="bets">
            <OpenBets gameCode={gameCode} openPeriod={openPeriod} money={money} />
          </TabsContent>
        )}
        <TabsContent value="results">
          <ResultsHistory family={info.family} draws={results.data?.draws ?? info.lastResults} />
        </TabsContent>
        <TabsContent value="trends">
          <TrendCharts draws={results.data?.draws ?? info.lastResults} family={info.family} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
