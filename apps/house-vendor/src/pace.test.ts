import { housePaceOf, housePaceParams } from '@platform/contracts/protection/pace';
import { PROTECTION_PROFILES } from '@platform/contracts/protection/profiles';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { autoplayChoices, msUntilNextRound, PACE_MARGIN_MS } from './pace.ts';

const vendor = buildVendorApp({ logLevel: 'silent', frameAncestors: [] });
afterAll(() => vendor.close());

/** A demo launch of the slot with the pace the platform tells for `profile`, and its page's config. */
async function launched(pace: Record<string, string>) {
  const query = new URLSearchParams({ game: HOUSE_GAMES.slot, mode: 'demo', lang: 'EN', ...pace });
  const launch = await vendor.inject({ method: 'GET', url: `/play?${query}` });
  expect(launch.statusCode).toBe(303);
  const page = await vendor.inject({ method: 'GET', url: String(launch.headers.location) });
  const config = JSON.parse(
    /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '{}',
  );
  return { id: String(launch.headers.location).split('/').pop() ?? '', page: page.body, config };
}

const limitsLine = (page: string) => /<p class="limits" id="limits">(.*?)<\/p>/.exec(page)?.[1];

const spin = (id: string) =>
  vendor.inject({
    method: 'POST',
    url: `/api/sessions/${id}/rounds`,
    payload: { stake: '1.00', choice: { game: 'slot' } },
  });

describe('the house games’ pace', () => {
  it('offers auto-play up to the brand’s most rounds, and none at 0', () => {
    expect(autoplayChoices(0)).toEqual([]);
    expect(autoplayChoices(100)).toEqual([10, 25, 50, 100]);
    expect(autoplayChoices(30)).toEqual([10, 25, 30]);
    expect(autoplayChoices(5)).toEqual([5]);
  });

  it('holds a round until the cycle and its margin have passed since the last one started', () => {
    const pace = { cycleMs: 2500, autoplayRounds: 0, turbo: false, netPosition: true };
    expect(msUntilNextRound(pace, null, 10_000)).toBe(0);
    expect(msUntilNextRound(pace, 10_000, 11_000)).toBe(1500 + PACE_MARGIN_MS);
    expect(msUntilNextRound(pace, 10_000, 13_000)).toBe(0);
    expect(msUntilNextRound({ ...pace, cycleMs: 0 }, 10_000, 10_001)).toBe(0);
  });

  it('under the UKGC-like profile: no auto-play, no turbo, the net position shown, the cycle stated', async () => {
    const { page, config } = await launched(housePaceParams(housePaceOf(PROTECTION_PROFILES.ukgc, true)));
    expect(config.pace).toEqual({ cycleMs: 2500 + PACE_MARGIN_MS, autoplay: [], turbo: false, net: true });
    expect(page).toContain('id="net"');
    expect(limitsLine(page)).toBe('Stakes from 0.10 USD to 1000.00 USD · Rounds start at least 2.5 s apart');
  });

  it('under the basic profile: auto-play to 100 rounds and turbo, no cycle', async () => {
    const { page, config } = await launched(housePaceParams(housePaceOf(PROTECTION_PROFILES.basic, true)));
    expect(config.pace).toEqual({ cycleMs: 0, autoplay: [10, 25, 50, 100], turbo: true, net: true });
    expect(limitsLine(page)).toBe('Stakes from 0.10 USD to 1000.00 USD');
  });

  it('reads a launch that tells no pace strictly: no auto-play, no turbo, no net position', async () => {
    const { page, config } = await launched({});
    expect(config.pace).toEqual({ cycleMs: 0, autoplay: [], turbo: false, net: false });
    expect(page).not.toContain('id="net"');
  });

  it('waits out the cycle for a round asked for too soon, and keeps the session’s net position', async () => {
    const { id } = await launched({ cycle: '300', autoplay: '0', turbo: '0', net: '1' });
    const started = Date.now();
    const first = await spin(id);
    const second = await spin(id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300 + PACE_MARGIN_MS);
    const rounds = [first.json(), second.json()];
    const net = rounds.reduce((sum, { round }) => sum + Number(round.win) - Number(round.stake), 0);
    expect(Number(rounds[1].net)).toBeCloseTo(net, 2);
    const state = (await vendor.inject({ method: 'GET', url: `/api/sessions/${id}` })).json();
    expect(state.net).toBe(rounds[1].net);
  });
});
