import type { APPROVAL_STATES } from '@platform/contracts/approvals/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';

type ApprovalState = (typeof APPROVAL_STATES)[number];
export type ApprovalAction = 'approve' | 'reject';
export type ApprovalTier = 'standard' | 'high';

/** What may happen to a request in each state: once decided, nothing more (the table refuses it too). */
const NEXT_STATE: Record<ApprovalAction, Partial<Record<ApprovalState, ApprovalState>>> = {
  approve: { pending: 'approved' },
  reject: { pending: 'rejected' },
};

/** The state after `action`, or approval.decided when the request is no longer pending. */
export function nextState(state: ApprovalState, action: ApprovalAction): ApprovalState {
  const next = NEXT_STATE[action][state];
  if (!next) throw new AppError('approval.decided');
  return next;
}

/** From the brand's high amount of the kind (none: no higher tier) a request takes `approvals.decide.high` to approve. */
export const tierOf = (amount: bigint, highAmount: bigint | null): ApprovalTier =>
  highAmount !== null && amount >= highAmount ? 'high' : 'standard';

/**
 * Who may take `action` on a request: nobody approves their own (the one who asked may withdraw it by
 * rejecting), and a high-tier request only by staff holding `approvals.decide.high` (admin). Rejecting moves nothing, so any
 * staff member the endpoint admits may reject.
 */
export function checkDecider(
  request: { requestedBy: bigint; tier: ApprovalTier },
  staff: Pick<OperatorSession, 'operatorId' | 'permissions'>,
  action: ApprovalAction,
): void {
  if (action === 'reject') return;
  if (request.requestedBy === staff.operatorId) throw new AppError('staff.second.person');
  if (request.tier === 'high' && !staff.permissions.has('approvals.decide.high'))
    throw new AppError('approval.tier.high');
}
