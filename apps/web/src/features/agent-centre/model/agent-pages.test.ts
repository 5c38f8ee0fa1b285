import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, incomeKind, isAgentPage, isPageShown } from './agent-pages.ts';

const NONE = {
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  divtypeinfo: false,
  dailysalinfotype: false,
  contracthoursalinfo: false,
  realtimesalinfotype: false,
  contractmrdailysalinfotype: false,
};

describe('agent centre pages', () => {
  it('open on the overview', () => {
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
    expect(AGENT_PAGES).toContain(DEFAULT_AGENT_PAGE);
  });

  it('accept only their own names', () => {
    expect(isAgentPage('registerCenter')).toBe(true);
    expect(isAgentPage('hourlySalary')).toBe(true);
    for (const value of ['', 'constructor', 'REGISTERCENTER', 7, undefined, 'securityCenter'])
      expect(isAgentPage(value)).toBe(false);
  });
});

describe('income pages', () => {
  it('show my income always and no gated record while every switch is off', () => {
    const shown = AGENT_PAGES.filter((page) => isPageShown(page, NONE));
    expect(shown).toContain('agentRevenueReport');
    expect(shown).not.toContain('dividendRecord');
    expect(shown).not.toContain('dailyWages');
    expect(shown).not.toContain('hourlySalary');
    expect(shown).toHaveLength(AGENT_PAGES.length - 3);
  });

  it('show each gated record only with its own switch', () => {
    const cases = [
      ['divtypeinfo', 'dividendRecord'],
      ['dailysalinfotype', 'dailyWages'],
      ['contracthoursalinfo', 'hourlySalary'],
    ] as const;
    for (const [flag, page] of cases) {
      const gated = AGENT_PAGES.filter((entry) => isPageShown(entry, { ...NONE, [flag]: true }));
      expect(gated).toContain(page);
      expect(gated).toHaveLength(AGENT_PAGES.length - 2);
    }
  });

  it('ignore the request and the real-time switches', () => {
    const shown = AGENT_PAGES.filter((page) =>
      isPageShown(page, {
        ...NONE,
        divtypereq: true,
        dailysalreqtype: true,
        contracthoursalreq: true,
        realtimesalinfotype: true,
        contractmrdailysalinfotype: true,
      }),
    );
    expect(shown).toHaveLength(AGENT_PAGES.length - 3);
  });

  it('list every kind for my income and one kind for each record', () => {
    expect(incomeKind('agentRevenueReport')).toBeUndefined();
    expect(incomeKind('dividendRecord')).toBe('dividend');
    expect(incomeKind('dailyWages')).toBe('daily_salary');
    expect(incomeKind('hourlySalary')).toBe('hourly_salary');
  });
});
