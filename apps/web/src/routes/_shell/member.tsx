import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { MemberCentre } from '../../features/member-centre/components/member-centre.tsx';
import {
  DEFAULT_MEMBER_PAGE,
  isMemberPage,
  type MemberPage,
} from '../../features/member-centre/model/member-pages.ts';

/** `?page=` picks the member centre's page; an unknown one is the default, my account. */
function validateSearch(search: Record<string, unknown>): { page?: MemberPage } {
  return isMemberPage(search.page) ? { page: search.page } : {};
}

export const Route = createFileRoute('/_shell/member')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['auth', 'promotions', 'engagement']),
  component: MemberCentreRoute,
});

function MemberCentreRoute() {
  const { page = DEFAULT_MEMBER_PAGE } = Route.useSearch();
  return <MemberCentre page={page} />;
}
