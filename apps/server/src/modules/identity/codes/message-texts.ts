import { MESSAGE_LANGUAGES, type MessageLanguage } from '@platform/contracts/languages';
import ar from './message-texts/ar.json' with { type: 'json' };
import bn from './message-texts/bn.json' with { type: 'json' };
import br from './message-texts/br.json' with { type: 'json' };
import cn from './message-texts/cn.json' with { type: 'json' };
import cs from './message-texts/cs.json' with { type: 'json' };
import de from './message-texts/de.json' with { type: 'json' };
import el from './message-texts/el.json' with { type: 'json' };
import en from './message-texts/en.json' with { type: 'json' };
import es from './message-texts/es.json' with { type: 'json' };
import fa from './message-texts/fa.json' with { type: 'json' };
import fi from './message-texts/fi.json' with { type: 'json' };
import fr from './message-texts/fr.json' with { type: 'json' };
import hi from './message-texts/hi.json' with { type: 'json' };
import hu from './message-texts/hu.json' with { type: 'json' };
import id from './message-texts/id.json' with { type: 'json' };
import it from './message-texts/it.json' with { type: 'json' };
import ja from './message-texts/ja.json' with { type: 'json' };
import km from './message-texts/km.json' with { type: 'json' };
import ko from './message-texts/ko.json' with { type: 'json' };
import lo from './message-texts/lo.json' with { type: 'json' };
import ms from './message-texts/ms.json' with { type: 'json' };
import my from './message-texts/my.json' with { type: 'json' };
import nl from './message-texts/nl.json' with { type: 'json' };
import pl from './message-texts/pl.json' with { type: 'json' };
import pt from './message-texts/pt.json' with { type: 'json' };
import ro from './message-texts/ro.json' with { type: 'json' };
import ru from './message-texts/ru.json' with { type: 'json' };
import sv from './message-texts/sv.json' with { type: 'json' };
import ta from './message-texts/ta.json' with { type: 'json' };
import te from './message-texts/te.json' with { type: 'json' };
import th from './message-texts/th.json' with { type: 'json' };
import tr from './message-texts/tr.json' with { type: 'json' };
import tw from './message-texts/tw.json' with { type: 'json' };
import uk from './message-texts/uk.json' with { type: 'json' };
import ur from './message-texts/ur.json' with { type: 'json' };
import vi from './message-texts/vi.json' with { type: 'json' };

type Texts = typeof en;
type TextKey = keyof Texts;

/**
 * What the SMS and email messages say, one catalogue per language in `message-texts/` (named like the
 * error catalogue's files) so translators edit JSON, not code. Keyed by the lower-case code the files
 * and imports already use, so the table is just the imports.
 */
const TEXTS = {
  ar,
  bn,
  br,
  cn,
  cs,
  de,
  el,
  en,
  es,
  fa,
  fi,
  fr,
  hi,
  hu,
  id,
  it,
  ja,
  km,
  ko,
  lo,
  ms,
  my,
  nl,
  pl,
  pt,
  ro,
  ru,
  sv,
  ta,
  te,
  th,
  tr,
  tw,
  uk,
  ur,
  vi,
} satisfies Record<Lowercase<MessageLanguage>, Texts>;

/** The text in `language` with `{brand}`, `{code}` and `{link}` filled in; any other language gets English. */
export function messageText(language: string, key: TextKey, values: Record<string, string>): string {
  // Matched against the codes rather than looked up by lower-casing, so only a code the platform
  // speaks picks a catalogue: not `vi`, not `constructor`.
  const known = MESSAGE_LANGUAGES.find((code) => code === language);
  const texts = known ? TEXTS[known.toLowerCase() as Lowercase<MessageLanguage>] : TEXTS.en;
  return texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
