import type { OperatorPermission } from '@platform/contracts/operator/permissions';
import type { LinkProps } from '@tanstack/react-router';
import {
  Banknote,
  BanknoteArrowDown,
  Building2,
  CalendarClock,
  ChartNoAxesCombined,
  Contact,
  CreditCard,
  Dices,
  Gamepad2,
  Gift,
  House,
  IdCard,
  type LucideIcon,
  Network,
  Newspaper,
  ScrollText,
  ShieldExclamationPoint,
  SlidersHorizontal,
  Stamp,
  Ticket,
  Trophy,
  UserCog,
  Users,
} from 'lucide-react';

/**
 * Every screen of the console's menu, in menu order: the one place a new screen is registered. The
 * sidebar and the home page show a section only when GET /ops/me lists its permission (`null`: any
 * logged-in staff member). The server authorises every call anyway; this only hides what would fail.
 */
export type ConsoleSection = {
  id: string;
  path: NonNullable<LinkProps['to']>;
  permission: OperatorPermission | null;
  icon: LucideIcon;
  /** Key in the `console` namespace; `<labelKey>.hint` describes it on the home page. */
  labelKey: string;
};

export const SECTIONS: readonly ConsoleSection[] = [
  { id: 'home', path: '/', permission: null, icon: House, labelKey: 'section.home' },
  { id: 'players', path: '/players', permission: 'players.read', icon: Contact, labelKey: 'section.players' },
  {
    id: 'approvals',
    path: '/approvals',
    permission: 'approvals.read',
    icon: Stamp,
    labelKey: 'section.approvals',
  },
  {
    id: 'withdrawals',
    path: '/withdrawals',
    permission: 'withdrawals.read',
    icon: Banknote,
    labelKey: 'section.withdrawals',
  },
  { id: 'kyc', path: '/kyc', permission: 'kyc.read', icon: IdCard, labelKey: 'section.kyc' },
  {
    id: 'risk',
    path: '/risk',
    permission: 'risk.signals.read',
    icon: ShieldExclamationPoint,
    labelKey: 'section.risk',
  },
  {
    id: 'deposits',
    path: '/deposits',
    permission: 'deposits.read',
    icon: BanknoteArrowDown,
    labelKey: 'section.deposits',
  },
  {
    id: 'vendor',
    path: '/vendor',
    permission: 'vendor.transactions.read',
    icon: Gamepad2,
    labelKey: 'section.vendor',
  },
  {
    id: 'adjustments',
    path: '/adjustments',
    permission: 'balance.adjust',
    icon: SlidersHorizontal,
    labelKey: 'section.adjustments',
  },
  {
    id: 'promotions',
    path: '/promotions',
    permission: 'promotions.read',
    icon: Gift,
    labelKey: 'section.promotions',
  },
  { id: 'lottery', path: '/lottery', permission: 'lottery.read', icon: Ticket, labelKey: 'section.lottery' },
  { id: 'games', path: '/games', permission: 'games.read', icon: Dices, labelKey: 'section.games' },
  {
    id: 'jackpots',
    path: '/jackpots',
    permission: 'jackpots.read',
    icon: Trophy,
    labelKey: 'section.jackpots',
  },
  {
    id: 'content',
    path: '/content',
    permission: 'content.read',
    icon: Newspaper,
    labelKey: 'section.content',
  },
  { id: 'agents', path: '/agents', permission: 'agents.read', icon: Network, labelKey: 'section.agents' },
  {
    id: 'reports',
    path: '/reports',
    permission: 'reports.read',
    icon: ChartNoAxesCombined,
    labelKey: 'section.reports',
  },
  { id: 'brands', path: '/brands', permission: 'brands.read', icon: Building2, labelKey: 'section.brands' },
  {
    id: 'payments',
    path: '/payments',
    permission: 'payments.read',
    icon: CreditCard,
    labelKey: 'section.payments',
  },
  { id: 'staff', path: '/staff', permission: 'staff.read', icon: Users, labelKey: 'section.staff' },
  { id: 'audit', path: '/audit', permission: 'audit.read', icon: ScrollText, labelKey: 'section.audit' },
  { id: 'jobs', path: '/jobs', permission: 'jobs.read', icon: CalendarClock, labelKey: 'section.jobs' },
  { id: 'account', path: '/account', permission: null, icon: UserCog, labelKey: 'section.account' },
];

/** The sections a staff member with `permissions` may open. */
export function visibleSections(permissions: readonly string[]): ConsoleSection[] {
  return SECTIONS.filter(
    (section) => section.permission === null || permissions.includes(section.permission),
  );
}
