import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../features/invite/components/invite-page.tsx';
import { textFilter } from '../shared/lib/paged-search.ts';

export const Route = createFileRoute('/invite')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: textFilter(search.token) ?? '',
  }),
  component: function InviteRoute() {
    return <InvitePage token={Route.useSearch().token} />;
  },
});
