import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZApprovalDecisionBody,
  ZApprovalList,
  ZApprovalRejectBody,
  ZApprovalRequest,
  ZApprovalSettings,
  ZApprovalSettingsBody,
  ZApprovalSettingsQuery,
  ZApprovalsQuery,
} from './schemas.ts';

export const listApprovals = defineRoute<z.output<typeof ZApprovalList>, z.input<typeof ZApprovalsQuery>>({
  method: 'GET',
  path: '/ops/approvals',
  auth: 'operator',
});

export const approveRequest = defineRoute<
  z.output<typeof ZApprovalRequest>,
  undefined,
  z.input<typeof ZApprovalDecisionBody>
>({ method: 'POST', path: '/ops/approvals/approve', auth: 'operator' });

export const rejectRequest = defineRoute<
  z.output<typeof ZApprovalRequest>,
  undefined,
  z.input<typeof ZApprovalRejectBody>
>({ method: 'POST', path: '/ops/approvals/reject', auth: 'operator' });

export const approvalSettings = defineRoute<
  z.output<typeof ZApprovalSettings>,
  z.input<typeof ZApprovalSettingsQuery>
>({ method: 'GET', path: '/ops/approvals/settings', auth: 'operator' });

export const saveApprovalSettings = defineRoute<
  z.output<typeof ZApprovalSettings>,
  undefined,
  z.input<typeof ZApprovalSettingsBody>
>({ method: 'PUT', path: '/ops/approvals/settings', auth: 'operator' });
