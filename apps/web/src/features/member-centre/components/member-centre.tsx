import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Award,
  ChartLine,
  Gift,
  History,
  LifeBuoy,
  type LucideIcon,
  MessageSquare,
  ReceiptText,
  Send,
  ShieldCheck,
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
import { LoginRequiredPage } from '../../../shared/ui/login-required-page.tsx';
import { MemberAvatar } from '../../../shared/ui/member-avatar.tsx';
import { OfficialAccountRequired } from '../../../shared/ui/official-account-required.tsx';
import { MEMBER_PAGES, type MemberPage, OWN_ROUTE_PAGES } from '../model/member-pages.ts';

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
  verification: ShieldCheck,
  responsibleGaming: LifeBuoy,
};

/** The pages built so far, by menu entry; the others keep their place in the menu until their release. */
export type MemberCentrePages = Partial<Record<MemberPage, () => ReactNode>>;

type MemberCentreProps = {
  page: MemberPage;
  /** The pages, most of them other features': the route brings them. */
  pages: MemberCentrePages;
  /** What a menu entry shows after its name (a count), highlighted or not. */
  badges?: Partial<Record<MemberPage, (isCurrent: boolean) => ReactNode>>;
};

/**
 * The member centre (spec section 2): titled personal center, the menu on the left (above on phones),
 * the page on the right, a close button; shown once the member is loaded, only to official accounts
 * (a demo account is told to register or log in), guests asked to log in.
 */
export function MemberCentre({ page, pages, badges }: MemberCentreProps): ReactNode {
  const { t } = useTranslation('layout');
  const member = useAuthStore((state) => state.member);
  const { data: info } = useQuery({ ...memberQueries.info(), enabled: member !== null });
  const title = t('memberCentre.title');
  useDocumentTitle(title);
  if (member === null) return <LoginRequiredPage />;
  if (member.type === DEMO_MEMBER_TYPE) return <OfficialAccountRequired isPage />;
  const Content = pages[page];
  const pageTitle = t(`memberCentre.page.${page}`);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <MemberAvatar className="size-10 sm:size-12" />
          <div className="flex min-w-0 flex-col">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <span className="truncate text-sm text-ink-muted">{member.nickname || member.account}</span>
          </div>
        </div>
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
            <ul className="scroll-shadow-x flex gap-1 overflow-x-auto rounded-2xl border border-line bg-surface-1 p-1 relative [scrollbar-width:none] md:flex-col md:overflow-visible md:[background:var(--surface-1)]">
              {MEMBER_PAGES.map((entry) => {
                const Icon = ICONS[entry];
                return (
                  <li key={entry} className="shrink-0">
                    <Link
                      {...(entry === 'responsibleGaming'
                        ? { to: OWN_ROUTE_PAGES[entry] }
                        : { to: '/member', search: { page: entry } })}
                      aria-current={entry === page ? 'page' : undefined}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap text-ink-muted hover:bg-surface-2 hover:text-ink',
                        entry === page &&
                          'bg-accent text-accent-ink shadow-[0_6px_18px_-8px_var(--accent-glow)] hover:bg-accent hover:text-accent-ink',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {t(`memberCentre.page.${entry}`)}
                      {badges?.[entry]?.(entry === page)}
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
