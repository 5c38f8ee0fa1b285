import { readdirSync } from 'node:fs';
import { HOUSE_CARD_ROOM_BUY_IN, HOUSE_CARD_ROOM_STAKES } from '@platform/contracts/vendor-wallet/house';
import { describe, expect, it } from 'vitest';
import { dealHands as dealFives, type Rake, rakeAt, type SeatInHand, settleHand } from '../live/niuniu.ts';
import { dealHands as dealThrees, rakeOf, type SeatInPot, settlePot } from '../live/teenpatti.ts';
import { liveTextsFor } from '../live/texts.ts';
import { fastFloats } from '../test-floats.ts';
import { NIUNIU } from './niuniu.ts';
import { TEENPATTI } from './teenpatti.ts';

/** The rooms' rake at the platform's usual two decimals (a cap of 100.00). */
const RAKE = rakeAt(2);

/**
 * The card rooms' rake over a million hands each (issue 27: "the rake, for card rooms, is proved by a
 * simulation of at least one million rounds"). Members play each other, so the house's only income is
 * the rake: every hand must leave the seats' chips plus the rake as they were, and the house must end
 * with exactly what the hands raked. The rake itself is a fixed function of each hand (a share of each
 * gain or of the pot, rounded down, capped), so there is no sampling error to allow for: the only
 * tolerance in the measured rate is the rounding down, under one minor unit per raked amount. The
 * million hands decide which gains and pots occur: at every stake the rooms offer (at two decimals,
 * the platform's usual currency scale), so the HIGH rooms meet the cap and the others mostly do not.
 *
 * The hands are dealt from a fixed fast stream named after the game (test-floats.ts, as the RTP
 * simulations are), not searched for a pass; the rooms deal from the hand's seed the same rules. They
 * go through the rules' settlement (live/niuniu.ts settleHand, live/teenpatti.ts settlePot), which the
 * rooms call; the room state machines around them cost an HMAC per hand, seconds CI cannot spare.
 */
const HANDS = 1_000_000;
const SCALE = 2n;
const SEATS = 5;
/** Two-sided normal quantile for the seats' fairness: 4.5 standard errors (about 7 in a million). */
const Z = 4.5;

const stakes = HOUSE_CARD_ROOM_STAKES.map(({ code, base }) => {
  const unit = BigInt(base) * 10n ** SCALE;
  return {
    code,
    base: unit,
    minBuyIn: unit * BigInt(HOUSE_CARD_ROOM_BUY_IN.min),
    maxBuyIn: unit * BigInt(HOUSE_CARD_ROOM_BUY_IN.max),
    seats: SEATS,
    rake: RAKE,
  };
});
const [novice] = stakes;
if (!novice) throw new Error('the rooms offer no stake');
const pace = { actMs: 1_000, showMs: 1_000 };

/** What the house took over a run, beside what the rule says it should, and the chips that came and went. */
type Books = {
  bought: bigint;
  cashedOut: bigint;
  raked: bigint;
  /** What the rake applies to (gains, or pots), and its rounded-down share, for the hands under the cap. */
  base: bigint;
  share: bigint;
  underCap: number;
  capped: number;
};

const newBooks = (): Books => ({
  bought: 0n,
  cashedOut: 0n,
  raked: 0n,
  base: 0n,
  share: 0n,
  underCap: 0,
  capped: 0,
});

/** A seat's buy-in: a whole number of stakes between the room's bounds, as members pick it. */
const buyInOf = (next: () => number, stake: (typeof stakes)[number]) => {
  const units = Number((stake.maxBuyIn - stake.minBuyIn) / stake.base) + 1;
  return stake.minBuyIn + stake.base * BigInt(Math.floor(next() * units));
};

/** Counts one raked amount against its rule: under the cap, its share of `on`; else the cap. */
function countRake(books: Books, rake: Rake, on: bigint, taken: bigint, hand: number): void {
  const share = (on * BigInt(rake.percent)) / 100n;
  if (share >= rake.cap) {
    if (taken !== rake.cap) throw new Error(`hand ${hand}: ${taken} raked above the cap, on ${on}`);
    books.capped += 1;
    return;
  }
  if (taken !== share) throw new Error(`hand ${hand}: ${taken} raked on ${on}`);
  books.base += on;
  books.share += taken;
  books.underCap += 1;
}

/** What both games' million hands must show once every table has closed. */
function expectRakeBooks(books: Books, played: number): void {
  expect(played).toBe(HANDS);
  // The house's income is what the members bought in and did not take out: exactly the rake.
  expect(books.bought - books.cashedOut).toBe(books.raked);
  expectPublishedRate(books, RAKE);
  // The HIGH rooms meet the cap, and most gains are raked under it.
  expect(books.capped).toBeGreaterThan(1_000);
  expect(books.underCap).toBeGreaterThan(1_000);
}

/** The published rate holds over the run: under the cap, the rake is the rate of what it applies to,
 * short by under one minor unit per raked amount (the rounding down); over it, exactly the cap. */
function expectPublishedRate(books: Books, rake: Rake): void {
  const percent = BigInt(rake.percent);
  expect(books.share * 100n).toBeLessThanOrEqual(books.base * percent);
  expect(books.base * percent).toBeLessThan((books.share + BigInt(books.underCap)) * 100n);
}

describe('the card rooms rake what they publish, over 1,000,000 hands each', () => {
  it('Niu-Niu: every hand keeps the chips, the house takes exactly the rake, 5% of each gain up to the cap', {
    timeout: 120_000,
  }, () => {
    const next = fastFloats('rake-simulation:niuniu');
    const books = newBooks();
    // Each seat's gain before the rake, per hand: members play each other, so none has an edge.
    const sums = new Float64Array(SEATS);
    const squares = new Float64Array(SEATS);
    let played = 0;
    for (const [index, stake] of stakes.entries()) {
      const hands = Math.ceil((HANDS * (index + 1)) / stakes.length) - played;
      const { base, rake } = NIUNIU.open(`niuniu-${stake.code}`, stake, pace, 0).rules;
      const chips = Array.from({ length: SEATS }, () => buyInOf(next, stake));
      books.bought += chips.reduce((sum, one) => sum + one, 0n);
      let banker = 0;
      for (let hand = played; hand < played + hands; hand += 1) {
        const cards = dealFives(next, SEATS);
        // The highest grab banks, ties drawn; nobody grabbing passes the bank on (niuniu-room.ts).
        const grabs = cards.map(() => Math.floor(next() * 5));
        const top = Math.max(...grabs);
        if (top === 0) banker = (banker + 1) % SEATS;
        else {
          const tied = grabs.flatMap((grab, seat) => (grab === top ? [seat] : []));
          banker = tied[Math.floor(next() * tied.length)] ?? 0;
        }
        const seatOf = (seat: number): SeatInHand => ({
          seat: String(seat),
          chips: chips[seat] ?? 0n,
          cards: cards[seat] ?? [],
          multiple: seat === banker ? (grabs[seat] ?? 0) : 1 + Math.floor(next() * 4),
        });
        const players = cards.flatMap((_, seat) => (seat === banker ? [] : [seatOf(seat)]));
        let kept = 0n;
        for (const result of settleHand(seatOf(banker), players, base, rake)) {
          const seat = Number(result.seat);
          kept += result.net + result.rake;
          books.raked += result.rake;
          if (result.gross > 0n) countRake(books, rake, result.gross, result.rake, hand);
          else if (result.rake !== 0n) throw new Error(`hand ${hand}: a seat raked on no gain`);
          const gain = Number(result.gross) / Number(stake.base);
          sums[seat] = (sums[seat] ?? 0) + gain;
          squares[seat] = (squares[seat] ?? 0) + gain * gain;
          const left = (chips[seat] ?? 0n) + result.net;
          if (left < 0n) throw new Error(`hand ${hand}: seat ${seat} below nothing`);
          chips[seat] = left;
          // A seat that cannot cover the base leaves with what it has; a new member buys in.
          if (left < stake.base) {
            books.cashedOut += left;
            chips[seat] = buyInOf(next, stake);
            books.bought += chips[seat] ?? 0n;
          }
        }
        // Thrown, not expected: a million expect() calls would cost more than the hands.
        if (kept !== 0n) throw new Error(`hand ${hand}: the seats' nets and the rake add to ${kept}`);
      }
      // The table closes: everyone cashes out.
      books.cashedOut += chips.reduce((sum, one) => sum + one, 0n);
      played += hands;
    }
    expectRakeBooks(books, played);
    for (let seat = 0; seat < SEATS; seat += 1) {
      const mean = (sums[seat] ?? 0) / HANDS;
      const spread = Math.sqrt(((squares[seat] ?? 0) / HANDS - mean * mean) / HANDS);
      expect(Math.abs(mean), `seat ${seat}`).toBeLessThanOrEqual(Z * spread);
    }
  });

  it('Teen Patti: every pot keeps the chips, the house takes exactly the rake, 5% of the pot up to the cap', {
    timeout: 120_000,
  }, () => {
    const next = fastFloats('rake-simulation:teenpatti');
    const books = newBooks();
    const ended = { packs: 0, show: 0, potLimit: 0, allIn: 0 };
    let played = 0;
    for (const [index, stake] of stakes.entries()) {
      const hands = Math.ceil((HANDS * (index + 1)) / stakes.length) - played;
      // The rules a room of this stake plays: its boot, pot limit, blind bets and rake.
      const {
        boot,
        potLimit: limit,
        maxBlindBets,
        rake,
      } = TEENPATTI.open(`teenpatti-${stake.code}`, stake, pace, 0).rules;
      const chips = Array.from({ length: SEATS }, () => buyInOf(next, stake));
      books.bought += chips.reduce((sum, one) => sum + one, 0n);
      let button = 0;
      for (let hand = played; hand < played + hands; hand += 1) {
        const cards = dealThrees(next, SEATS);
        const seats = cards.map((three, seat) => ({
          seat: String(seat),
          put: boot,
          cards: three,
          packed: false,
          seen: false,
          blindBets: 0,
        }));
        for (let seat = 0; seat < SEATS; seat += 1) chips[seat] = (chips[seat] ?? 0n) - boot;
        let pot = boot * BigInt(SEATS);
        let stakeNow = boot;
        let allIn: string | null = null;
        let turn = button;
        button = (button + 1) % SEATS;
        // The seats play as members do, by the room's rules (teenpatti-room.ts): blind 1 to 2 times
        // the stake, seen 2 to 4, a show asked with two left, a short seat showing with all it has,
        // and the pot limit ending the hand in a show.
        for (;;) {
          const live = seats.filter((one) => !one.packed).length;
          if (live === 1) {
            ended.packs += 1;
            break;
          }
          do turn = (turn + 1) % SEATS;
          while (seats[turn]?.packed);
          const one = seats[turn];
          if (!one) throw new Error('no seat');
          if (!one.seen && next() < 0.2) one.seen = true;
          const smallest = one.seen ? stakeNow * 2n : stakeNow;
          const left = chips[turn] ?? 0n;
          if (left < smallest) {
            one.put += left;
            pot += left;
            chips[turn] = 0n;
            allIn = one.seat;
            ended.allIn += 1;
            break;
          }
          const move = next();
          if (live === 2 && move < 0.25) {
            one.put += smallest;
            pot += smallest;
            chips[turn] = left - smallest;
            ended.show += 1;
            break;
          }
          if (move < (one.seen ? 0.4 : 0.1)) {
            one.packed = true;
            continue;
          }
          const amount = next() < 0.3 && left >= smallest * 2n ? smallest * 2n : smallest;
          one.put += amount;
          pot += amount;
          chips[turn] = left - amount;
          stakeNow = one.seen ? amount / 2n : amount;
          if (!one.seen) {
            one.blindBets += 1;
            if (one.blindBets >= maxBlindBets) one.seen = true;
          }
          if (pot >= limit) {
            ended.potLimit += 1;
            break;
          }
        }
        const inPot: SeatInPot[] = seats.map(({ seat, put, cards: three, packed }) => ({
          seat,
          put,
          cards: three,
          packed,
        }));
        const settled = settlePot(inPot, allIn, rake);
        countRake(books, rake, pot, settled.rake, hand);
        if (settled.rake !== rakeOf(pot, rake))
          throw new Error(`hand ${hand}: the pot's rake is not its rule's`);
        books.raked += settled.rake;
        let kept = settled.rake;
        for (const result of settled.results) {
          const seat = Number(result.seat);
          kept += result.net;
          if (result.paid < 0n || (result.paid > 0n && seats[seat]?.packed))
            throw new Error(`hand ${hand}: seat ${seat} paid ${result.paid}`);
          chips[seat] = (chips[seat] ?? 0n) + result.paid;
        }
        if (kept !== 0n) throw new Error(`hand ${hand}: the seats' nets and the rake add to ${kept}`);
        for (let seat = 0; seat < SEATS; seat += 1) {
          const left = chips[seat] ?? 0n;
          // A seat that cannot put in the boot leaves with what it has; a new member buys in.
          if (left < boot) {
            books.cashedOut += left;
            chips[seat] = buyInOf(next, stake);
            books.bought += chips[seat] ?? 0n;
          }
        }
      }
      books.cashedOut += chips.reduce((sum, one) => sum + one, 0n);
      played += hands;
    }
    expectRakeBooks(books, played);
    // Every way a hand ends was played many times over.
    for (const [end, count] of Object.entries(ended)) expect(count, end).toBeGreaterThan(1_000);
  });

  it('publishes the rate it rakes: both rooms play the same rake, and each game’s rules say its percent in every language', () => {
    const niuniu = NIUNIU.open('niuniu-texts', novice, pace, 0).rules.rake;
    expect(TEENPATTI.open('teenpatti-texts', novice, pace, 0).rules.rake).toEqual(niuniu);
    expect(niuniu.percent).toBe(5);
    // The rate as each language writes its digits (Western, Arabic-Indic, Persian, Devanagari,
    // Bengali, Khmer, Myanmar, Thai, Lao).
    const digits = '5٥۵५৫៥၅๕໕';
    const says = (text: string | undefined) => [...digits].some((digit) => text?.includes(digit));
    const locales = readdirSync(new URL('../live/texts', import.meta.url)).map((file) =>
      file.replace('.json', ''),
    );
    expect(locales.length).toBeGreaterThan(30);
    for (const locale of locales) {
      const texts = liveTextsFor(locale);
      expect(says(texts['room.rules']), `${locale} room.rules`).toBe(true);
      expect(says(texts['teenpatti.rules']), `${locale} teenpatti.rules`).toBe(true);
    }
  });
});
