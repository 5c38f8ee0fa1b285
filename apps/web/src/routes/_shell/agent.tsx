import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { AgentCentre } from '../../features/agent-centre/components/agent-centre.tsx';
import {
  type AgentPage,
  DEFAULT_AGENT_PAGE,
  isAgentPage,
} from '../../features/agent-centre/model/agent-pages.ts';
import { NoticeBoard } from '../../features/announcements/components/notice-board.tsx';

/** `?page=` picks the agent centre's page; an unknown one is the default, the overview. */
function validateSearch(search: Record<string, unknown>): { page?: AgentPage } {
  return isAgentPage(search.page) ? { page: search.page } : {};
}

export const Route = createFileRoute('/_shell/agent')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['agent', 'wallet', 'content', 'auth']),
  component: AgentCentreRoute,
});

function AgentCentreRoute() {
  const { page = DEFAULT_AGENT_PAGE } = Route.useSearch();
  return <AgentCentre page={page} notices={<NoticeBoard />} />;
}
