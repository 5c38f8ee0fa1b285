import type { OperatorPermission } from './permissions.ts';
import { OPERATOR_PERMISSIONS } from './permissions.ts';

/** The staff roles; a staff account holds one or more, and may do what any of them permits. */
export const OPERATOR_ROLES = [
  'admin',
  'finance',
  'risk',
  'support',
  'content',
  'marketing',
  'agent_manager',
  'auditor',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const READS = OPERATOR_PERMISSIONS.filter((permission) => permission.endsWith('.read'));

/**
 * What each role may do: the one place roles are defined. Endpoints name a permission, never a role,
 * so a role changes here without touching an endpoint.
 */
export const ROLE_PERMISSIONS = {
  admin: OPERATOR_PERMISSIONS,
  finance: [
    'approvals.read',
    'approvals.decide',
    'approvals.settings.read',
    'vendor.transactions.read',
    'vendor.transactions.export',
    'deposits.read',
    'deposits.decide',
    'withdrawals.read',
    'withdrawals.approve',
    'withdrawals.reject',
    'withdrawals.pay',
    'withdrawals.review',
    'withdrawals.settings.read',
    'balance.adjust',
    'points.redemptions.read',
    'points.redemptions.decide',
    'points.settings.read',
    'points.settings.manage',
    'points.adjust',
    'vip.read',
    'vip.manage',
    'engagement.read',
    'engagement.manage',
    'promotions.applications.read',
    'promotions.applications.decide',
    'ledger.invariants.read',
    'players.read',
    'players.notes.write',
    'reports.read',
    'reports.export',
  ],
  risk: [
    'protection.register.read',
    'protection.register.manage',
    'approvals.read',
    'audit.export',
    'deposits.read',
    'withdrawals.read',
    'vendor.transactions.read',
    'vendor.transactions.export',
    'vendor.calls.read',
    'agents.settlements.read',
    'lottery.results.enter',
    'lottery.results.approve',
    'lottery.draws.cancel',
    'lottery.read',
    'audit.read',
    'ledger.invariants.read',
    'players.read',
    'players.status',
    'players.sessions.end',
    'players.password.reset',
    'players.message',
    'players.notes.write',
    'players.tags',
  ],
  support: [
    'vendor.transactions.read',
    'outbox.inspect',
    'feedback.read',
    'feedback.reply',
    'promotions.applications.read',
    'promotions.applications.decide',
    'messages.send',
    'players.read',
    'players.sessions.end',
    'players.password.reset',
    'players.message',
    'players.notes.write',
    'players.tags',
  ],
  content: [
    'points.products.read',
    'points.products.manage',
    'points.redemptions.read',
    'points.settings.read',
    'feedback.read',
    'feedback.reply',
    'engagement.read',
    'engagement.manage',
    'promotions.read',
    'promotions.manage',
    'messages.send',
    'content.read',
    'content.manage',
  ],
  marketing: [
    'promotions.read',
    'promotions.manage',
    'engagement.read',
    'engagement.manage',
    'points.products.read',
    'points.settings.read',
    'vip.read',
    'messages.send',
    'reports.read',
  ],
  agent_manager: [
    'agents.read',
    'agents.manage',
    'agents.settlements.read',
    'agents.settlements.rerun',
    'agents.reports.export',
  ],
  // Exports are reads too, of many rows at once: the auditor's, as they leave the console.
  auditor: [
    ...READS,
    'audit.export',
    'vendor.transactions.export',
    'reports.export',
    'agents.reports.export',
  ],
} as const satisfies Record<OperatorRole, readonly OperatorPermission[]>;

/** Every permission any of `roles` grants. */
export function permissionsOf(roles: readonly OperatorRole[]): Set<OperatorPermission> {
  return new Set(roles.flatMap((role): readonly OperatorPermission[] => ROLE_PERMISSIONS[role]));
}
