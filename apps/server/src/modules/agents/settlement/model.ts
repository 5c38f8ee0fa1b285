import type { ContractKind } from '@platform/contracts/agents/contract-schemas';

/**
 * An independent, plainly written model of the agent settlements for the tests: it goes bet by bet and
 * walks each bettor's uplines, where the module reads per-member sums and the closure table.
 */
export type ModelBet = { memberId: bigint; stake: bigint; win: bigint; refunded: bigint; at: Date };

export type ModelContract = {
  id: bigint;
  upperId: bigint;
  lowerId: bigint;
  kind: ContractKind;
  rate: number;
  lossRate: number | null;
  minBet: bigint;
  minProfitLoss: bigint;
  minActive: number;
};

function isInTeam(memberId: bigint, agentId: bigint, uplineOf: ReadonlyMap<bigint, bigint | null>): boolean {
  let at: bigint | null | undefined = memberId;
  while (at !== null && at !== undefined) {
    if (at === agentId) return true;
    at = uplineOf.get(at);
  }
  return false;
}

function earned(
  contract: ModelContract,
  bets: readonly ModelBet[],
  uplineOf: ReadonlyMap<bigint, bigint | null>,
) {
  let valid = 0n;
  let playerResult = 0n;
  let salaryTimesTenThousand = 0n;
  const bettors = new Set<bigint>();
  for (const bet of bets) {
    if (!isInTeam(bet.memberId, contract.lowerId, uplineOf)) continue;
    if (contract.kind === 'realtime_salary' && bet.stake < contract.minBet) continue;
    const betValid = bet.stake - bet.refunded;
    valid += betValid;
    playerResult += bet.win + bet.refunded - bet.stake;
    if (betValid > 0n) bettors.add(bet.memberId);
    const playerWon = bet.win + bet.refunded > bet.stake;
    salaryTimesTenThousand += betValid * BigInt(playerWon ? contract.rate : (contract.lossRate ?? 0));
  }
  if (contract.kind === 'realtime_salary') return salaryTimesTenThousand / 10_000n;
  if (contract.kind === 'dividend') {
    const houseWin = -playerResult;
    if (houseWin <= 0n || houseWin < contract.minProfitLoss) return 0n;
    if (valid < contract.minBet || bettors.size < contract.minActive) return 0n;
    return (houseWin * BigInt(contract.rate)) / 10_000n;
  }
  if (valid < contract.minBet || bettors.size < contract.minActive) return 0n;
  return (valid * BigInt(contract.rate)) / 10_000n;
}

/**
 * What each contract is paid for one period's bets: its earning less everything paid below its holder
 * (each direct downline contract's pay and all that is paid under it), at least 0.
 */
export function modelPay(
  contracts: readonly ModelContract[],
  bets: readonly ModelBet[],
  uplineOf: ReadonlyMap<bigint, bigint | null>,
): Map<bigint, bigint> {
  const pay = new Map<bigint, bigint>();
  const paidUnder = (agentId: bigint): bigint => {
    let total = 0n;
    for (const other of contracts)
      if (other.upperId === agentId) total += payOf(other) + paidUnder(other.lowerId);
    return total;
  };
  const payOf = (contract: ModelContract): bigint => {
    const known = pay.get(contract.id);
    if (known !== undefined) return known;
    const own = earned(contract, bets, uplineOf);
    const below = paidUnder(contract.lowerId);
    const amount = own > below ? own - below : 0n;
    pay.set(contract.id, amount);
    return amount;
  };
  for (const contract of contracts) payOf(contract);
  return pay;
}

/** A small seeded generator (mulberry32), so a failing simulation can be run again as it was. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (below: number) => Math.floor(next() * below) };
}

/** A random settled bet of a member at `at`: lost, won at up to 3x, or partly refunded. */
export function randomBet(random: ReturnType<typeof seeded>, memberId: bigint, at: Date): ModelBet {
  const stake = BigInt(1 + random.int(20_000));
  const roll = random.int(10);
  const win = roll < 5 ? 0n : roll < 9 ? (stake * BigInt(random.int(300))) / 100n : 0n;
  const refunded = roll === 9 ? (stake * BigInt(random.int(101))) / 100n : 0n;
  return { memberId, stake, win, refunded, at };
}
