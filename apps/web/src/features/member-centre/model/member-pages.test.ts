import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PAGE, isMemberPage, MEMBER_PAGES } from './member-pages.ts';

describe('member centre pages', () => {
  it('are the 13 of the spec, verification (KYC) and responsible gaming, my account first and the default', () => {
    expect(MEMBER_PAGES).toHaveLength(15);
    expect(MEMBER_PAGES[0]).toBe(DEFAULT_MEMBER_PAGE);
  });

  it('accept only their own names', () => {
    expect(isMemberPage('transferFund')).toBe(true);
    for (const value of ['', 'constructor', 'TRANSFERFUND', 42, undefined, 'agentTeamOverview'])
      expect(isMemberPage(value)).toBe(false);
  });
});
