import type { ContractKind } from '@platform/contracts/agents/contract-schemas';
import type { consolidatedContracts } from '@platform/contracts/agents/routes';
import type { RouteValue } from '@platform/contracts/endpoint';

type ConsolidatedContracts = RouteValue<typeof consolidatedContracts>;

/**
 * The agent centre's pages, in the order of its menu (spec section 2), with the contract requests
 * screen last; the overview is the default. The affiliate links page follows the register centre:
 * both bring accounts into the team. My income lists every payout; the dividend, daily wage
 * and hourly salary records list one kind each.
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'affiliateCodes',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'contractRequests',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export function isAgentPage(value: unknown): value is AgentPage {
  return typeof value === 'string' && (AGENT_PAGES as readonly string[]).includes(value);
}

type IncomeRecord = { kind: ContractKind; isOn: (switches: ConsolidatedContracts) => boolean };

/**
 * The switch-gated income records (enableCt, salary, hourSalary in the spec): each shows while the
 * consolidated contract info says the agent holds a contract of its kind in force.
 */
const INCOME_RECORDS = {
  dividendRecord: { kind: 'dividend', isOn: (switches) => switches.divtypeinfo },
  dailyWages: { kind: 'daily_salary', isOn: (switches) => switches.dailysalinfotype },
  hourlySalary: { kind: 'hourly_salary', isOn: (switches) => switches.contracthoursalinfo },
} as const satisfies Partial<Record<AgentPage, IncomeRecord>>;

function isIncomeRecord(page: AgentPage): page is keyof typeof INCOME_RECORDS {
  return Object.hasOwn(INCOME_RECORDS, page);
}

/** Whether the menu shows the page: the gated records only while their switch is on. */
export function isPageShown(page: AgentPage, switches: ConsolidatedContracts): boolean {
  return !isIncomeRecord(page) || INCOME_RECORDS[page].isOn(switches);
}

/** The settlement kind a page lists: one for a gated record, every kind (undefined) for my income. */
export function incomeKind(page: AgentPage): ContractKind | undefined {
  return isIncomeRecord(page) ? INCOME_RECORDS[page].kind : undefined;
}
