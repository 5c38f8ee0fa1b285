/**
 * The agent centre's pages, in the order of its menu (spec section 2), with the contract requests
 * screen last; the overview is the default. My income and the dividend, daily wage and hourly salary
 * records come with the settlement payouts.
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentDownlineTransactionDetailsCopy',
  'contractRequests',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export function isAgentPage(value: unknown): value is AgentPage {
  return typeof value === 'string' && (AGENT_PAGES as readonly string[]).includes(value);
}
