import type { MessageLanguage } from '../languages.ts';
import type { ErrorCode } from './codes.ts';
import ar from './messages/ar.json' with { type: 'json' };
import bn from './messages/bn.json' with { type: 'json' };
import br from './messages/br.json' with { type: 'json' };
import cn from './messages/cn.json' with { type: 'json' };
import cs from './messages/cs.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import el from './messages/el.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fa from './messages/fa.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import hu from './messages/hu.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };
import km from './messages/km.json' with { type: 'json' };
import ko from './messages/ko.json' with { type: 'json' };
import lo from './messages/lo.json' with { type: 'json' };
import ms from './messages/ms.json' with { type: 'json' };
import my from './messages/my.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import pl from './messages/pl.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import ro from './messages/ro.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import ta from './messages/ta.json' with { type: 'json' };
import te from './messages/te.json' with { type: 'json' };
import th from './messages/th.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };
import tw from './messages/tw.json' with { type: 'json' };
import uk from './messages/uk.json' with { type: 'json' };
import ur from './messages/ur.json' with { type: 'json' };
import vi from './messages/vi.json' with { type: 'json' };

type Catalogue = Record<ErrorCode, string>;

const CATALOGUES: Record<MessageLanguage, Catalogue> = {
  EN: en,
  CN: cn,
  TW: tw,
  TH: th,
  VI: vi,
  JA: ja,
  KO: ko,
  KM: km,
  ES: es,
  PT: pt,
  BR: br,
  ID: id,
  MS: ms,
  HI: hi,
  BN: bn,
  TA: ta,
  TE: te,
  UR: ur,
  AR: ar,
  FA: fa,
  TR: tr,
  RU: ru,
  UK: uk,
  PL: pl,
  DE: de,
  FR: fr,
  IT: it,
  NL: nl,
  SV: sv,
  FI: fi,
  EL: el,
  RO: ro,
  HU: hu,
  CS: cs,
  MY: my,
  LO: lo,
};

const RIGHT_TO_LEFT: ReadonlySet<MessageLanguage> = new Set(['AR', 'FA', 'UR']);

/**
 * A value in a right-to-left sentence is a first-strong isolate: a date with its time zone, an amount
 * or a count keeps its own order ("2026-11-30 12:00 (Asia/Shanghai)", not "30-11-2026" with the zone
 * carried to the end of the next line), and an Arabic name stays right to left.
 */
const isolated = (language: MessageLanguage, value: string) =>
  RIGHT_TO_LEFT.has(language) ? `\u2068${value}\u2069` : value;

/** The error's text in `language`, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  language: MessageLanguage,
  params: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[language][code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? isolated(language, String(params[name])) : whole,
  );
}
