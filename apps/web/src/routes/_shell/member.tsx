import { createFileRoute, redirect } from '@tanstack/react-router';
import i18next from 'i18next';
import { UplineTransfer } from '../../features/agent-centre/components/upline-transfer.tsx';
import { BettingRecord } from '../../features/bets/components/betting-record.tsx';
import { DepositPage } from '../../features/deposit/components/deposit-page.tsx';
import { MessagesPage } from '../../features/engagement/components/messages-page.tsx';
import { MissionsBadge } from '../../features/engagement/components/missions-badge.tsx';
import { MissionLeaderboard, MissionsPage } from '../../features/engagement/components/missions-page.tsx';
import { ReferralPage } from '../../features/engagement/components/referral-page.tsx';
import { VerificationPage } from '../../features/kyc/components/verification-page.tsx';
import {
  MemberCentre,
  type MemberCentrePages,
} from '../../features/member-centre/components/member-centre.tsx';
import { MyAccount } from '../../features/member-centre/components/my-account.tsx';
import {
  DEFAULT_MEMBER_PAGE,
  isMemberPage,
  type MemberPage,
} from '../../features/member-centre/model/member-pages.ts';
import { BonusDetails } from '../../features/promotions/components/bonus-details.tsx';
import { AccountRecord } from '../../features/wallet/components/account-record.tsx';
import { MyWallet } from '../../features/wallet/components/my-wallet.tsx';
import { ProfitAndLoss } from '../../features/wallet/components/profit-and-loss.tsx';
import { BankAccounts } from '../../features/withdrawal/components/bank-accounts.tsx';
import { PaymentPasswordForm } from '../../features/withdrawal/components/payment-password-form.tsx';
import { WithdrawalPage } from '../../features/withdrawal/components/withdrawal-page.tsx';

/** `?page=` picks the member centre's page; an unknown one is the default, my account. */
function validateSearch(search: Record<string, unknown>): { page?: MemberPage } {
  return isMemberPage(search.page) ? { page: search.page } : {};
}

export const Route = createFileRoute('/_shell/member')({
  validateSearch,
  // A page with a route of its own is reached there, whatever link named it here.
  beforeLoad: ({ search }) => {
    if (search.page === 'responsibleGaming')
      throw redirect({ to: '/member/responsible-gaming', replace: true });
  },
  loader: () => i18next.loadNamespaces(['auth', 'promotions', 'engagement', 'agent', 'kyc']),
  component: MemberCentreRoute,
});

const PAGES: MemberCentrePages = {
  securityCenter: () => (
    <MyAccount
      paymentPassword={(isSet) => <PaymentPasswordForm isSet={isSet} />}
      bankAccounts={<BankAccounts />}
    />
  ),
  transferFund: MyWallet,
  depositv2: DepositPage,
  withdraw: WithdrawalPage,
  transferUpline: UplineTransfer,
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
  verification: VerificationPage,
};

const BADGES = { missionLeaderboard: (isCurrent: boolean) => <MissionsBadge isCurrent={isCurrent} /> };

function MemberCentreRoute() {
  const { page = DEFAULT_MEMBER_PAGE } = Route.useSearch();
  return <MemberCentre page={page} pages={PAGES} badges={BADGES} />;
}
