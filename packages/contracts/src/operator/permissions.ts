/**
 * Every action of the operator API, as `<area>.<action>`; each operator endpoint names exactly one
 * (or SELF). A name ending in `.read` changes nothing: the auditor role holds all of those.
 */
export const OPERATOR_PERMISSIONS = [
  'agents.read',
  'agents.manage',
  'agents.settlements.read',
  'agents.settlements.rerun',
  'agents.reports.export',
  'approvals.read',
  'approvals.decide',
  // Approves a request from the brand's high amount of its kind.
  'approvals.decide.high',
  'approvals.settings.read',
  'approvals.settings.manage',
  'audit.read',
  'audit.export',
  'balance.adjust',
  'deposits.read',
  'deposits.decide',
  'engagement.read',
  'engagement.manage',
  'feedback.read',
  'feedback.reply',
  'kyc.read',
  'kyc.review',
  // The brand's KYC rules decide who may withdraw: an admin's choice, not a reviewer's.
  'kyc.rules.manage',
  'jobs.read',
  'ledger.invariants.read',
  'lottery.results.enter',
  'lottery.results.approve',
  'lottery.results.import',
  'lottery.draws.cancel',
  'lottery.games.manage',
  'lottery.read',
  'messages.send',
  // Not a `.read`: the outbox holds members' one-time codes, which the read-only auditor must not see.
  'outbox.inspect',
  'players.read',
  'players.status',
  'players.sessions.end',
  'players.password.reset',
  'players.message',
  'players.notes.write',
  'players.tags',
  // What the member sees beside their name: unlike tags, which only staff see.
  'players.labels',
  // A customer interaction: the player's reality check falls due at once.
  'players.reality.ask',
  'points.products.read',
  'points.products.manage',
  'points.redemptions.read',
  'points.redemptions.decide',
  'points.settings.read',
  'points.settings.manage',
  'points.adjust',
  'promotions.read',
  'promotions.manage',
  'promotions.applications.read',
  'promotions.applications.decide',
  'staff.read',
  'staff.manage',
  'vendor.transactions.read',
  'vendor.transactions.export',
  'vendor.calls.read',
  'vip.read',
  'vip.manage',
  'withdrawals.read',
  'withdrawals.approve',
  'withdrawals.reject',
  'withdrawals.pay',
  'withdrawals.review',
  'withdrawals.settings.read',
  'withdrawals.settings.manage',
  'reports.read',
  'reports.export',
  'games.read',
  'games.manage',
  'jackpots.read',
  // Opening a jackpot, its share and games, and funding its pool from the house (four-eyes from the
  // brand's amount of jackpot.fund).
  'jackpots.manage',
  'content.read',
  'content.manage',
  'brands.read',
  'brands.manage',
  'payments.read',
  'payments.manage',
  // A brand's external exclusion register: its source, age and a file import.
  'protection.register.read',
  'protection.register.manage',
  // The pairs of members a provider saw at one table from one address or device (card rooms).
  'risk.signals.read',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/**
 * The rule of the calls every signed-in staff member makes on their own account (who am I, log out,
 * change password, second factor): the only calls open before the second factor is passed.
 */
export const SELF = 'self';

/** What an operator endpoint requires: one permission, or SELF. */
export type OperatorAccess = OperatorPermission | typeof SELF;
