import type { Market } from '../../src/rules/markets.ts';
import type { Translate } from './texts.ts';

const quartersText = (quarters: number) => String(Math.abs(quarters) / 4);

/**
 * A line in quarters as books print it: a whole or half line as itself (-0.5, +1), a quarter line as
 * the two half lines its stake is split on (-0.25 is "-0/0.5", +1.25 "+1/1.5", over 2.75 "2.5/3").
 * Handicaps carry their sign; totals do not.
 */
export function lineText(quarters: number, signed: boolean): string {
  const sign = !signed || quarters === 0 ? '' : quarters < 0 ? '-' : '+';
  if (quarters % 2 === 0) return `${sign}${quartersText(quarters)}`;
  const [near, far] = [quarters - 1, quarters + 1].sort((a, b) => Math.abs(a) - Math.abs(b));
  return `${sign}${quartersText(near ?? 0)}/${quartersText(far ?? 0)}`;
}

type Sides = { home: string; away: string };

/** The market's name on the board. */
export function marketTitle(market: Market, t: Translate): string {
  switch (market.kind) {
    case 'over_under':
    case 'total_runs':
    case 'total_maps':
      return t(`market.${market.kind}`, { line: lineText(market.line, false) });
    case 'asian_handicap':
    case 'map_handicap':
      // Named by the home side's line, as books list them.
      return t(`market.${market.kind}`, { line: lineText(market.line, true) });
    default:
      return t(`market.${market.kind}`);
  }
}

/** A selection's name: the side it backs (with its handicap), the total, the score or the runner. */
export function selectionLabel(market: Market, code: string, sides: Sides, t: Translate): string {
  switch (market.kind) {
    case 'asian_handicap':
    case 'map_handicap': {
      // The line is the home side's; the away side plays its opposite.
      const line = code === 'home' ? market.line : -market.line;
      return `${code === 'home' ? sides.home : sides.away} ${lineText(line, true)}`;
    }
    case 'over_under':
    case 'total_runs':
    case 'total_maps':
      return t(code === 'over' ? 'selection.over' : 'selection.under', {
        line: lineText(market.line, false),
      });
    case 'outright':
    case 'top_batsman':
      return code;
    case 'correct_score':
      return code === 'other' ? t('selection.other') : code;
    case 'cockfight':
      return t(code === 'meron' ? 'selection.meron' : code === 'wala' ? 'selection.wala' : 'selection.draw');
    case 'both_teams_to_score':
      return t(code === 'yes' ? 'selection.yes' : 'selection.no');
    default:
      return code === 'home' ? sides.home : code === 'away' ? sides.away : t('selection.draw');
  }
}

/** A selection's name on a price button, where 1X2 is printed as 1, X and 2 under the event's name. */
export function shortLabel(market: Market, code: string, sides: Sides, t: Translate): string {
  if (market.kind !== 'match_result') return selectionLabel(market, code, sides, t);
  return t(code === 'home' ? 'selection.home' : code === 'away' ? 'selection.away' : 'selection.x');
}

/** The markets shown on an event's line before "more markets": the headline ones of each sport. */
export const HEADLINE_KINDS: ReadonlySet<Market['kind']> = new Set([
  'match_result',
  'asian_handicap',
  'over_under',
  'cricket_match_winner',
  'esports_match_winner',
  'cockfight',
]);

/** A system's name as books print it: Trixie, Lucky 15, 2/3, and the mix parlays as 4×11. */
export const systemName = (name: string) =>
  name
    .replace(/^(\d)x(\d+)$/, '$1×$2')
    .replace('_', ' ')
    .replace(/^\w/, (c) => c.toUpperCase());
