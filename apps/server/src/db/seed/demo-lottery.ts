import type { GameDefinition } from '../../modules/lottery/repo.ts';

/** The demo's lotto menu groups (spec: gameGroupCode, labelName). */
const GROUPS = {
  SSC: 'Time Lottery',
  PK10: 'PK10 Racing',
  '11X5': '11 Pick 5',
  K3: 'Fast 3 Dice',
  LHC: 'Mark Six',
  VN: 'Vietnam Lottery',
  LF: 'Daily 3D',
} as const;
type Group = keyof typeof GROUPS;

/** Stakes at the demo's scale 2: 1.00 to 50,000.00 a bet, 200,000.00 a draw per member. */
const STAKES = { minStake: 100n, maxStake: 5_000_000n, maxStakePerDraw: 20_000_000n };

function elott(family: Group, minutes: 1 | 3 | 5, sortOrder: number): GameDefinition {
  return {
    code: `${family}_${minutes}M`,
    name: `${GROUPS[family]} ${minutes}'`,
    family,
    kind: 'ELOTT',
    prizeMode: 'Elott',
    groupCode: family,
    groupLabel: GROUPS[family],
    intervalSeconds: minutes * 60,
    scheduleTimes: [],
    closeSeconds: minutes === 1 ? 10 : 30,
    ...STAKES,
    sortOrder,
  };
}

/** Official draws at their GMT+8 times; Vietnam's three regions draw every evening (north 27 prizes, the others 18). */
function lott(
  code: string,
  name: string,
  family: Group,
  schedule: { times: string[]; weekdays?: number[]; prizeMode: string },
  sortOrder: number,
): GameDefinition {
  return {
    code,
    name,
    family,
    kind: 'LOTT',
    prizeMode: schedule.prizeMode,
    groupCode: family,
    groupLabel: GROUPS[family],
    intervalSeconds: null,
    scheduleTimes: schedule.times,
    ...(schedule.weekdays ? { scheduleWeekdays: schedule.weekdays } : {}),
    closeSeconds: 15 * 60,
    ...STAKES,
    sortOrder,
  };
}

/** The demo brand's lottery: fast e-lottery draws of every family, and the official draws. */
export function demoLotteryGames(): GameDefinition[] {
  return [
    elott('SSC', 1, 10),
    elott('SSC', 3, 11),
    elott('SSC', 5, 12),
    elott('PK10', 1, 20),
    elott('PK10', 3, 21),
    elott('11X5', 1, 30),
    elott('11X5', 5, 31),
    elott('K3', 1, 40),
    elott('K3', 3, 41),
    elott('LHC', 5, 50),
    elott('VN', 5, 60),
    lott('VN_NORTH', 'Northern Draw', 'VN', { times: ['18:15'], prizeMode: 'SEA' }, 70),
    lott('VN_CENTRAL', 'Central Draw', 'VN', { times: ['17:15'], prizeMode: 'SEA' }, 71),
    lott('VN_SOUTH', 'Southern Draw', 'VN', { times: ['16:15'], prizeMode: 'SEA' }, 72),
    lott('LF_3D', 'Daily 3D', 'LF', { times: ['20:30'], prizeMode: 'Lott' }, 75),
    lott('LHC_MARK_SIX', 'Mark Six', 'LHC', { times: ['21:30'], weekdays: [2, 4, 6], prizeMode: 'Lott' }, 80),
  ];
}
