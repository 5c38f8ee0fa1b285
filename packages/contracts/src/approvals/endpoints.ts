import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZApprovalDecisionBody,
  ZApprovalList,
  ZApprovalRejectBody,
  ZApprovalRequest,
  ZApprovalSettings,
  ZApprovalSettingsBody,
  ZApprovalSettingsQuery,
  ZApprovalsQuery,
} from './schemas.ts';

export const listApprovals = defineEndpoint(routes.listApprovals, {
  tag: 'operator',
  summary: 'The four-eyes requests of a brand (balance adjustments), by state, kind or target; paged',
  query: ZApprovalsQuery,
  value: ZApprovalList,
  permission: 'approvals.read',
});

export const approveRequest = defineEndpoint(routes.approveRequest, {
  tag: 'operator',
  summary:
    'Approves a pending request of someone else and carries it out (the money moves) once; a high-tier one takes an admin',
  body: ZApprovalDecisionBody,
  value: ZApprovalRequest,
  permission: 'approvals.decide',
});

export const rejectRequest = defineEndpoint(routes.rejectRequest, {
  tag: 'operator',
  summary:
    'Rejects a pending request with a reason (the one who asked may withdraw their own); nothing moves',
  body: ZApprovalRejectBody,
  value: ZApprovalRequest,
  permission: 'approvals.decide',
});

export const approvalSettings = defineEndpoint(routes.approvalSettings, {
  tag: 'operator',
  summary: "The brand's four-eyes amounts per kind: from the high amount only an admin may approve",
  query: ZApprovalSettingsQuery,
  value: ZApprovalSettings,
  permission: 'approvals.settings.read',
});

export const saveApprovalSettings = defineEndpoint(routes.saveApprovalSettings, {
  tag: 'operator',
  summary: "Sets the brand's high amount of one kind of request",
  body: ZApprovalSettingsBody,
  value: ZApprovalSettings,
  permission: 'approvals.settings.manage',
});
