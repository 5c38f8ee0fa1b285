import type { RouteValue } from '@platform/contracts/endpoint';
import type { playerDetail } from '@platform/contracts/players/routes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { type PlayerRef, playerDetailQuery } from '../api/players-queries.ts';
import { PlayerActions } from './player-actions.tsx';
import { PlayerExclusions } from './player-exclusions.tsx';
import { KycSection } from './player-kyc.tsx';
import { LimitsSection } from './player-limits.tsx';
import { LabelsEditor, NotesSection, TagsEditor } from './player-notes-tags.tsx';
import {
  AuditSection,
  BetsSection,
  BonusesSection,
  DepositsSection,
  LedgerSection,
  LinkedSection,
  LotteryBetsSection,
  MessagesSection,
  PointsSection,
  SessionsSection,
  WithdrawalsSection,
} from './player-sections.tsx';
import { PlayerStatusBadge } from './player-status-badge.tsx';
import { PlayerStatusPanel } from './player-status-panel.tsx';
import { FIRST_PLAYERS_PAGE } from './search-filter.ts';

/** The 360's tabs in order; the first is the summary. */
export const PLAYER_TABS = [
  'overview',
  'ledger',
  'bets',
  'lottery',
  'deposits',
  'withdrawals',
  'kyc',
  'bonuses',
  'points',
  'messages',
  'sessions',
  'limits',
  'linked',
  'notes',
  'audit',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

const SECTIONS: Record<Exclude<PlayerTab, 'overview'>, (props: { player: PlayerRef }) => ReactNode> = {
  ledger: LedgerSection,
  bets: BetsSection,
  lottery: LotteryBetsSection,
  deposits: DepositsSection,
  withdrawals: WithdrawalsSection,
  kyc: KycSection,
  bonuses: BonusesSection,
  points: PointsSection,
  messages: MessagesSection,
  sessions: SessionsSection,
  limits: LimitsSection,
  linked: LinkedSection,
  notes: NotesSection,
  audit: AuditSection,
};

type Detail = RouteValue<typeof playerDetail>;

function Card({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Overview({ player, detail }: { player: PlayerRef; detail: Detail }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PlayerStatusPanel
        player={player}
        account={detail.account}
        status={detail.status}
        change={detail.statusChange}
      />
      <PlayerExclusions player={player} />
      <Card title={t('players.balances')}>
        {detail.balances.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('players.balances.none')}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {detail.balances.map((balance) => (
            <Fact key={balance.wallet} label={t(`players.wallet.${balance.wallet}`, balance.wallet)}>
              <span className="tabular-nums">{balance.balance}</span>
            </Fact>
          ))}
        </dl>
      </Card>
      <Card title={t('players.profile')}>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('players.realName')}>{detail.realName || '—'}</Fact>
          <Fact label={t('players.phone')}>{detail.phone || '—'}</Fact>
          <Fact label={t('players.email')}>{detail.email || '—'}</Fact>
          <Fact label={t('players.language')}>{detail.language}</Fact>
          <Fact label={t('players.registered')}>
            {format.dateTime(detail.registeredAt)} · {detail.registrationIp ?? '—'}
          </Fact>
          <Fact label={t('players.lastLogin')}>
            {detail.lastLoginAt
              ? `${format.dateTime(detail.lastLoginAt)} · ${detail.lastLoginIp ?? ''}`
              : '—'}
          </Fact>
          <Fact label={t('players.mustChangePassword')}>
            {detail.mustChangePassword ? t('players.yes') : t('players.no')}
          </Fact>
          {Object.entries(detail.profile)
            .filter(([key]) => !['payeeName', 'mobileNum', 'email'].includes(key))
            .map(([key, value]) => (
              <Fact key={key} label={key}>
                {value}
              </Fact>
            ))}
        </dl>
        <LabelsEditor player={player} labels={detail.labels} />
        <TagsEditor player={player} tags={detail.tags} />
      </Card>
      <Card title={t('players.agentLine')}>
        {detail.agentLine.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('players.agentLine.none')}</p>
        ) : (
          <ol className="flex flex-wrap items-center gap-1 text-sm">
            {[...detail.agentLine].reverse().map((agent) => (
              <li
                key={agent.memberId}
                className="after:ms-1 after:text-ink-muted after:content-['›'] last:after:content-none"
              >
                <Link
                  to="/players/$memberId"
                  params={{ memberId: agent.memberId }}
                  search={{ tab: 'overview' }}
                  className="text-accent-text hover:underline"
                >
                  {agent.account}
                </Link>
              </li>
            ))}
            <li className="font-semibold">{detail.account}</li>
          </ol>
        )}
      </Card>
      <Card title={t('players.bankAccounts')}>
        {detail.bankAccounts.length === 0 ? (
          <p className="text-sm text-ink-muted">—</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {detail.bankAccounts.map((account) => (
              <li key={account.accountNumber}>
                <span className="font-semibold">{account.bankName}</span> · {account.accountNumber} ·{' '}
                {account.payeeName}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('players.loginAddresses')}>
        {detail.loginAddresses.length === 0 ? (
          <p className="text-sm text-ink-muted">—</p>
        ) : (
          <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto text-sm">
            {detail.loginAddresses.map((address) => (
              <li key={address.ip} className="flex flex-wrap justify-between gap-2">
                <span className="font-mono">{address.ip}</span>
                <span className="text-ink-muted">
                  {format.dateTime(address.firstSeenAt)} – {format.dateTime(address.lastSeenAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** Player 360: who the player is, their standing and actions, and every section in its own tab. */
export function Player360({
  player,
  tab,
  onTabChange,
}: {
  player: PlayerRef;
  tab: PlayerTab;
  onTabChange: (tab: PlayerTab) => void;
}): ReactNode {
  const { t } = useTranslation();
  const { data: detail, error } = useQuery(playerDetailQuery(player));
  const canReadKyc = useCan('kyc.read');
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/players"
        search={FIRST_PLAYERS_PAGE}
        className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('players.back')}
      </Link>
      <ErrorText error={error} />
      {detail ? (
        <>
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold">{detail.account}</h1>
              <PlayerStatusBadge status={detail.status} />
              <span className="text-sm text-ink-muted">
                {t('players.idOf', { id: detail.id })}
                {detail.nickname ? ` · ${detail.nickname}` : ''}
              </span>
            </div>
            <PlayerActions player={player} account={detail.account} />
          </header>
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as PlayerTab)}>
            <TabsList aria-label={t('players.sections')}>
              {PLAYER_TABS.filter((name) => name !== 'kyc' || canReadKyc).map((name) => (
                <TabsTrigger key={name} value={name} className="min-h-10 px-3">
                  {t(`players.tab.${name}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <Overview player={player} detail={detail} />
            </TabsContent>
            {Object.entries(SECTIONS).map(([name, Section]) => (
              <TabsContent key={name} value={name}>
                {tab === name ? <Section player={player} /> : null}
              </TabsContent>
            ))}
          </Tabs>
        </>
      ) : null}
    </div>
  );
}
