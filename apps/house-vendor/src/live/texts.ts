import ar from './texts/ar.json' with { type: 'json' };
import bn from './texts/bn.json' with { type: 'json' };
import br from './texts/br.json' with { type: 'json' };
import cn from './texts/cn.json' with { type: 'json' };
import cs from './texts/cs.json' with { type: 'json' };
import de from './texts/de.json' with { type: 'json' };
import el from './texts/el.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fa from './texts/fa.json' with { type: 'json' };
import fi from './texts/fi.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import hi from './texts/hi.json' with { type: 'json' };
import hu from './texts/hu.json' with { type: 'json' };
import id from './texts/id.json' with { type: 'json' };
import it from './texts/it.json' with { type: 'json' };
import ja from './texts/ja.json' with { type: 'json' };
import km from './texts/km.json' with { type: 'json' };
import ko from './texts/ko.json' with { type: 'json' };
import lo from './texts/lo.json' with { type: 'json' };
import ms from './texts/ms.json' with { type: 'json' };
import my from './texts/my.json' with { type: 'json' };
import nl from './texts/nl.json' with { type: 'json' };
import pl from './texts/pl.json' with { type: 'json' };
import pt from './texts/pt.json' with { type: 'json' };
import ro from './texts/ro.json' with { type: 'json' };
import ru from './texts/ru.json' with { type: 'json' };
import sv from './texts/sv.json' with { type: 'json' };
import ta from './texts/ta.json' with { type: 'json' };
import te from './texts/te.json' with { type: 'json' };
import th from './texts/th.json' with { type: 'json' };
import tr from './texts/tr.json' with { type: 'json' };
import tw from './texts/tw.json' with { type: 'json' };
import uk from './texts/uk.json' with { type: 'json' };
import ur from './texts/ur.json' with { type: 'json' };
import vi from './texts/vi.json' with { type: 'json' };

/**
 * The shared tables' own texts, one catalogue per language as the vendor's texts/ (the page adds
 * these to those: balance, errors and the fairness heading are the vendor's). Every catalogue is
 * complete: the type says so.
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
} satisfies Record<string, typeof en>;

export function liveTextsFor(language: string): typeof en {
  const code = language.toLowerCase();
  return code in TEXTS ? TEXTS[code as keyof typeof TEXTS] : en;
}
