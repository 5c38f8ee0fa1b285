import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { fishOnScreen, type School } from './games/fishing.ts';

// Demo play: the shots' rules and the school's checks are the vendor's alone (app.test.ts and the
// browser test play the wallet's side of a round, the same for every game).
const vendor = buildVendorApp({ logLevel: 'silent', frameAncestors: [] });
afterAll(() => vendor.close());

async function openReef(): Promise<string> {
  const launched = await vendor.inject(`/play?game=${HOUSE_GAMES.fishing}&mode=demo&lang=CN`);
  expect(launched.statusCode).toBe(303);
  return String(launched.headers.location).slice('/game/'.length);
}

const shoot = (session: string, fish: string, key: string) =>
  vendor.inject({
    method: 'POST',
    url: `/api/sessions/${session}/rounds`,
    headers: { 'idempotency-key': key },
    payload: { stake: '1.00', choice: { game: 'fishing', fish } },
  });

describe('Dragon Reef on the house vendor', () => {
  it('opens its own page and rules, with the paytable, in the launch’s language', async () => {
    const session = await openReef();
    const page = await vendor.inject(`/game/${session}`);
    expect(page.body).toContain('<h1>龙礁捕鱼</h1>');
    expect(page.body).toContain('<script type="module">');
    // The sea comes with the school swimming, the one the page would otherwise ask for.
    const config = JSON.parse(
      page.body.match(/<script type="application\/json" id="config">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    const asked = (await vendor.inject(`/api/sessions/${session}/school`)).json() as School;
    expect(config.school.fish.length).toBeGreaterThan(0);
    expect(config.school.startedAt).toBe(asked.startedAt);
    expect(page.body).toContain('龙王');
    const rules = await vendor.inject('/rules/fishing?lang=EN');
    expect(rules.body).toContain('<td>Whale</td><td>100×</td>');
    expect(rules.body).toContain('Return to player: 96.00%');
  });

  it('takes shots only at fish of its school on screen, and a caught fish only once', async () => {
    const session = await openReef();
    const school = (await vendor.inject(`/api/sessions/${session}/school`)).json() as School;
    expect(school.fish.length).toBeGreaterThan(20);
    // The same school until it has swum by.
    expect((await vendor.inject(`/api/sessions/${session}/school`)).json()).toMatchObject({
      startedAt: school.startedAt,
    });
    const later = school.fish.find((fish) => !fishOnScreen(school, fish.id, Date.now()));
    expect((await shoot(session, later?.id ?? 'f0', 'k-not-on-screen-yet')).json()).toEqual({
      error: 'FISH_GONE',
    });
    expect((await shoot(session, 'f9999', 'k-no-such-fish-at-all')).statusCode).toBe(409);

    let balance = 1000_00;
    let caught: string | undefined;
    let catching: { key: string; body: string } | undefined;
    // A clownfish is caught with chance 0.48: 40 shots all miss once in 2 × 10^11.
    for (let shot = 0; shot < 40 && !caught; shot += 1) {
      const target = school.fish.find(
        (fish) => fish.kind === 'clownfish' && fishOnScreen(school, fish.id, Date.now()),
      );
      const key = `k-shot-number-${shot}-of-forty`;
      const response = await shoot(session, target?.id ?? '', key);
      const answer = response.json() as {
        round: { win: string; outcome: { kind: string; caught: boolean; fish: string; multiplier: number } };
        balance: string;
      };
      expect(answer.round.outcome).toMatchObject({ kind: 'clownfish', fish: target?.id });
      balance += Number(answer.round.win.replace('.', '')) - 100;
      expect(answer.balance).toBe((balance / 100).toFixed(2));
      if (answer.round.outcome.caught) {
        expect(answer.round.win).toBe('2.00');
        caught = target?.id;
        catching = { key, body: response.body };
      }
    }
    expect(caught).toBeDefined();
    expect((await shoot(session, caught ?? '', 'k-the-same-fish-again')).json()).toEqual({
      error: 'FISH_GONE',
    });
    // The catching shot sent again (a retry on the way) is answered, not refused nor played again.
    const again = await shoot(session, caught ?? '', catching?.key ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(catching?.body);
  });
});
