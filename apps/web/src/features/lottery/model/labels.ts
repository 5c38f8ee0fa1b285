import type { TFunction } from 'i18next';

type T = TFunction<'lottery'>;

/**
 * Names of what the API sends as codes: play types, rows and named picks. A code the texts do not
 * know yet (a family added on the server first) shows as sent rather than as a missing key.
 */
export function playLabel(t: T, code: string): string {
  const any = /^any(\d)$/.exec(code);
  if (any) return t('play.anyN', { n: any[1] });
  const xien = /^xien(\d)$/.exec(code);
  if (xien) return t('play.xien', { n: xien[1] });
  return t(`play.${code}` as 'play.sum', { defaultValue: code });
}

/** A row: a ball or rank by its number, two of them compared (dragon-tiger), or a named pool. */
export function rowLabel(t: T, key: string): string {
  const versus = /^(\w+)-(\w+)$/.exec(key);
  if (versus) return t('row.versus', { a: rowLabel(t, versus[1] ?? ''), b: rowLabel(t, versus[2] ?? '') });
  const position = /^(ball|rank)(\d+)$/.exec(key);
  if (position) return t(position[1] === 'ball' ? 'row.ball' : 'row.rank', { n: position[2] });
  return t(`row.${key}` as 'row.pool', { defaultValue: key });
}

export function pickLabel(t: T, pick: number | string): string {
  if (typeof pick === 'number') return String(pick);
  return t(`pick.${pick}` as 'pick.big', { defaultValue: pick });
}

/** A selection in short: each row's picks, rows apart by a bar. */
export function selectionText(t: T, selection: unknown): string {
  if (!Array.isArray(selection)) return '';
  return selection
    .map((row: unknown) =>
      Array.isArray(row) ? row.map((pick: number | string) => pickLabel(t, pick)).join(' ') : '',
    )
    .filter((row) => row.length > 0)
    .join(' | ');
}
