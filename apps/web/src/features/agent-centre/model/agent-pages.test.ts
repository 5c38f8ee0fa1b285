import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, isAgentPage } from './agent-pages.ts';

describe('agent centre pages', () => {
  it('open on the overview', () => {
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
    expect(AGENT_PAGES).toContain(DEFAULT_AGENT_PAGE);
  });

  it('accept only their own names', () => {
    expect(isAgentPage('registerCenter')).toBe(true);
    for (const value of ['', 'constructor', 'REGISTERCENTER', 7, undefined, 'securityCenter'])
      expect(isAgentPage(value)).toBe(false);
  });
});
