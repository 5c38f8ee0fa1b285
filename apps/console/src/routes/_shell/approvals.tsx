import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_VIEWS,
  type ApprovalSearch,
  ApprovalsInbox,
} from '../../features/approvals/components/approvals-inbox.tsx';

export const Route = createFileRoute('/_shell/approvals')({
  validateSearch: (search: Record<string, unknown>): ApprovalSearch => ({
    view: APPROVAL_VIEWS.find((view) => view === search.view) ?? 'decide',
    state: search.state === 'rejected' ? 'rejected' : 'approved',
    after:
      typeof search.after === 'string' && /^[1-9]\d{0,18}$/.test(search.after) ? search.after : undefined,
  }),
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.approvals')}</h1>
      <ApprovalsInbox
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
