import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PLAYER_TABS, Player360 } from '../../../features/players/components/player-360.tsx';
import { useBrand } from '../../../shared/hooks/use-brand.ts';

export const Route = createFileRoute('/_shell/players/$memberId')({
  validateSearch: (search: Record<string, unknown>) => ({
    tab: PLAYER_TABS.find((tab) => tab === search.tab) ?? 'overview',
  }),
  component: PlayerPage,
});

function PlayerPage() {
  const { t } = useTranslation();
  const { memberId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const merchant = useBrand();
  if (!merchant) return <p className="text-ink-muted">{t('players.chooseBrand')}</p>;
  return (
    <Player360
      player={{ merchant, memberId }}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
