import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Award,
  ChartLine,
  Gift,
  History,
  type LucideIcon,
  MessageSquare,
  ReceiptText,
  Send,
  Target,
  UserPlus,
  UserRound,
  Wallet,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { buttonVariants } from '../../../shared/ui/button.tsx';
import { LoadingState } from '../../../shared/ui/loading-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { BettingRecord } from '../../bets/components/betting-record.tsx';
import { DepositPage } from '../../deposit/components/deposit-page.tsx';
import { engagementQueries } from '../../engagement/api/engagement.ts';
import { MessagesPage } from '../../engagement/components/messages-page.tsx';
import { MissionLeaderboard, MissionsPage } from '../../engagement/components/missions-page.tsx';
import { ReferralPage } from '../../engagement/components/referral-page.tsx';
import { LoginRequiredPage } from '../../guards/components/login-required-page.tsx';
import { BonusDetails } from '../../promotions/components/bonus-details.tsx';
import { AccountRecord } from '../../wallet/components/account-record.tsx';
import { MyWallet } from '../../wallet/components/my-wallet.tsx';
import { ProfitAndLoss } from '../../wallet/components/profit-and-loss.tsx';
import { WithdrawalPage } from '../../withdrawal/components/withdrawal-page.tsx';
import { MEMBER_PAGES, type MemberPage } from '../model/member-pages.ts';
import { MyAccount } from './my-account.tsx';
import { OfficialAccountRequired } from './official-account-required.tsx';

const ICONS: Record<MemberPage, LucideIcon> = {
  securityCenter: UserRound,
  transferFund: Wallet,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  transferUpline: Send,
  personalHistoryCopy: History,
  transactionHistory: ReceiptText,
  personalProfit: ChartLine,
  bonusDetails: Gift,
  rewardCenter: Award,
  referral: UserPlus,
  missionLeaderboard: Target,
  messageV2: MessageSquare,
};

/** The pages built so far; the others keep their place in the menu until their release. */
const CONTENT: Partial<Record<MemberPage, () => ReactNode>> = {
  securityCenter: MyAccount,
  transferFund: MyWallet,
  depositv2: DepositPage,
  withdraw: WithdrawalPage,
  transactionHistory: AccountRecord,
  personalProfit: ProfitAndLoss,
  personalHistoryCopy: BettingRecord,
  bonusDetails: () => (
    <div className="flex flex-col gap-8">
      <BonusDetails />
      <AccountRecord only="bonus" />
    </div>
  ),
  rewardCenter: MissionsPage,
  referral: ReferralPage,
  missionLeaderboard: MissionLeaderboard,
  messageV2: MessagesPage,
};

/**
 * The member centre (spec section 2): titled personal center, the menu on the left (above on phones),
 * the page on the right, a close button; shown once the member is loaded, only to official accounts
 * (a demo account is told to register or log in), guests asked to log in.
 */
export function MemberCentre({ page }: { page: MemberPage }): ReactNode {
  const { t } = useTranslation('layout');
  const { t: te } = useTranslation('engagement');
  const member = useAuthStore((state) => state.member);
  const { data: info } = useQuery({ ...memberQueries.info(), enabled: member !== null });
  const isOfficial = member !== null && member.type !== DEMO_MEMBER_TYPE;
  const { data: missions } = useQuery({ ...engagementQueries.missions(), enabled: isOfficial });
  const title = t('memberCentre.title');
  useDocumentTitle(title);
  if (member === null) return <LoginRequiredPage />;
  if (member.type === DEMO_MEMBER_TYPE) return <OfficialAccountRequired />;
  const Content = CONTENT[page];
  const pageTitle = t(`memberCentre.page.${page}`);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <Link
          to="/index"
          aria-label={t('memberCentre.close')}
          title={t('memberCentre.close')}
          // cn merges the size's padding over the base padding, as Button does.
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }))}
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      {info ? (
        <div className="flex flex-col gap-5 md:flex-row">
          <nav aria-label={t('memberCentre.menu')} className="md:w-60 md:shrink-0">
            <ul className="scroll-shadow-x flex gap-1 overflow-x-auto rounded-2xl border border-line bg-surface-1 p-1 [scrollbar-width:none] md:flex-col md:overflow-visible md:[background:var(--surface-1)]">
              {MEMBER_PAGES.map((entry) => {
                const Icon = ICONS[entry];
                return (
                  <li key={entry} className="shrink-0">
                    <Link
                      to="/member"
                      search={{ page: entry }}
                      aria-current={entry === page ? 'page' : undefined}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap text-ink-muted hover:bg-surface-2 hover:text-ink',
                        entry === page &&
                          'bg-accent text-accent-ink shadow-[0_6px_18px_-8px_var(--accent-glow)] hover:bg-accent hover:text-accent-ink',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {t(`memberCentre.page.${entry}`)}
                      {entry === 'missionLeaderboard' && (missions?.available ?? 0) > 0 && (
                        <>
                          <span
                            aria-hidden="true"
                            data-testid="mission-badge"
                            className={cn(
                              'ms-auto grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-xs font-bold tabular-nums',
                              entry === page ? 'bg-accent-ink text-accent' : 'bg-accent text-accent-ink',
                            )}
                          >
                            {missions?.available}
                          </span>
                          <span className="sr-only">
                            {te('missionsAvailable', { count: missions?.available ?? 0 })}
                          </span>
                        </>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="min-w-0 flex-1 rounded-3xl border border-line bg-surface-1 p-5 shadow-card sm:p-7">
            <h2 className="mb-5 text-xl font-bold">{pageTitle}</h2>
            {Content ? <Content /> : <p className="text-ink-muted">{t('memberCentre.soon')}</p>}
          </div>
        </div>
      ) : (
        <LoadingState>
          <Skeleton className="h-80" />
        </LoadingState>
      )}
    </section>
  );
}
