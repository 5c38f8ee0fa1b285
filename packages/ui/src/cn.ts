import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names and lets a later Tailwind utility override an earlier one of the same kind, as
 * tailwind-merge does, for the utilities these sites use. tailwind-merge knows every utility Tailwind
 * has, which cost 8 KB (gzip) of every first visit; this knows the kinds our classes are of, and
 * `cn.test.ts` checks that it merges exactly as tailwind-merge does every pair of the Tailwind classes
 * in the sites' sources, so a class of a kind it does not know, or knows wrongly, fails there.
 */
export function cn(...inputs: ClassValue[]): string {
  // A class string may span lines (a long literal): any white space separates classes.
  const classes = clsx(inputs).split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: the first of each kind met is the one that stays.
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const name = classes[index] ?? '';
    const { variants, base } = parseClass(name);
    const kind = kindOf(base);
    if (kind) {
      if (taken.has(variants + kind)) continue;
      for (const overridden of [kind, ...(OVERRIDES[kind] ?? [])]) taken.add(variants + overridden);
    }
    if (name) kept.push(name);
  }
  return kept.reverse().join(' ');
}

/**
 * `md:hover:!-mt-2` → variants `hover:md:!` (in any order but around an arbitrary one, as
 * tailwind-merge compares them; with the `!`) and base `mt-2` (a negative value is the same kind).
 */
function parseClass(name: string): { variants: string; base: string } {
  const parts = name.split(/:(?![^[]*\])/);
  let base = parts.pop() ?? '';
  const important = base.startsWith('!') || base.endsWith('!') ? '!' : '';
  base = base.replace(/^!|!$/g, '').replace(/^-/, '');
  const variants = parts.some((part) => part.startsWith('[')) ? parts : parts.sort();
  return { variants: `${variants.join(':')}:${important}`, base };
}

/** Words that are a kind of their own, each with the classes of it: `display` `block`, `flex`, … */
const WORDS: Record<string, string> = {
  display:
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  isolation: 'isolate isolation-auto',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-decoration': 'underline overline line-through no-underline',
  'text-alignment': 'text-left text-center text-right text-justify text-start text-end',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'fvn-spacing': 'tabular-nums proportional-nums',
  transform: 'transform transform-none',
  filter: 'filter filter-none',
  resize: 'resize resize-none resize-x resize-y',
  'border-collapse': 'border-collapse border-separate',
  'border-style': 'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'outline-style': 'outline-solid outline-dashed outline-dotted outline-double outline-hidden outline-none',
  'ring-w-inset': 'ring-inset',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-nowrap flex-wrap-reverse',
  break: 'break-normal break-all break-keep break-words',
  'list-style-position': 'list-inside list-outside',
  'align-content':
    'content-normal content-center content-start content-end content-between content-around content-evenly content-baseline content-stretch',
  'bg-attachment': 'bg-fixed bg-local bg-scroll',
  'bg-size': 'bg-auto bg-cover bg-contain',
  'bg-repeat': 'bg-no-repeat bg-repeat bg-repeat-x bg-repeat-y bg-repeat-round bg-repeat-space',
  'object-fit': 'object-contain object-cover object-fill object-none object-scale-down',
  'snap-align': 'snap-start snap-end snap-center snap-align-none',
  'snap-strictness': 'snap-mandatory snap-proximity',
  'touch-x': 'touch-pan-x touch-pan-left touch-pan-right',
  'touch-y': 'touch-pan-y touch-pan-up touch-pan-down',
  'touch-pz': 'touch-pinch-zoom',
  // Only Tailwind's own animations: tailwind-merge does not know a theme's (`animate-shimmer`).
  animate: 'animate-none animate-spin animate-ping animate-pulse animate-bounce',
  'font-weight':
    'font-thin font-extralight font-light font-normal font-medium font-semibold font-bold font-extrabold font-black',
};
const KIND_OF_WORD = new Map(
  Object.entries(WORDS).flatMap(([kind, words]) => words.split(' ').map((word) => [word, kind] as const)),
);

/** Prefixes whose classes are all of one kind, named after the prefix: `px-2` is of kind `px`. */
const PREFIXES = new Set(
  `overflow-x overflow-y overflow overscroll-x overscroll-y overscroll inset-x inset-y inset start end top
  right bottom left z order col-span row-span grid-cols grid-rows grid-flow auto-cols auto-rows gap-x gap-y
  gap justify-items justify-self justify items self place-content place-items place-self p px py ps pe pt pr
  pb pl m mx my ms me mt mr mb ml space-x space-y size w min-w max-w h min-h max-h basis flex grow shrink
  aspect font tracking leading line-clamp list whitespace align underline-offset outline-offset opacity
  drop-shadow backdrop-blur blur transition duration ease delay scale-x scale-y scale rotate translate-x
  translate-y translate origin cursor pointer-events select accent fill object touch snap`.split(/\s+/),
);

const SIZES = /^(xs|sm|base|md|lg|\d*xl)$/;
const WIDTH = /^(\d+|\[(length:.+|-?[\d.]+(px|r?em))\])$/;
const ARBITRARY_LENGTH = /^\[(length:.+|-?[\d.]+(px|r?em|%|vw|vh|ch)|(calc|clamp|min|max)\(.+\))\]$/;

/** The kind of a class without its variants: the kinds are those of tailwind-merge, named as there. */
function kindOf(base: string): string | undefined {
  const word = KIND_OF_WORD.get(base);
  if (word) return word;
  if (base.startsWith('[')) return /^\[[a-z-]+:/.exec(base)?.[0];
  const words = base.split('-');
  for (let count = words.length; count > 0; count -= 1) {
    const prefix = words.slice(0, count).join('-');
    if (PREFIXES.has(prefix)) return prefix;
  }
  const [first = '', second = ''] = words;
  const value = words.slice(1).join('-');
  switch (first) {
    case 'text':
      return SIZES.test(value) || ARBITRARY_LENGTH.test(value) ? 'font-size' : 'text-color';
    case 'bg':
      // tailwind-merge takes Tailwind 3's `bg-gradient-to-*` for a colour, and so does this.
      if (/^(linear|radial|conic)$/.test(second) || /^(none|\[(image:|url\(|[a-z-]*gradient\())/.test(value))
        return 'bg-image';
      return /^\[(length|size):/.test(value) ? 'bg-size' : 'bg-color';
    case 'from':
    case 'via':
    case 'to':
      return `${first}${/^(\d+%|\[[\d.]+%\])$/.test(value) ? '-pos' : ''}`;
    case 'rounded':
      return `rounded${/^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/.test(second) ? `-${second}` : ''}`;
    case 'border':
    case 'divide': {
      const side = /^(x|y|s|e|t|r|b|l)$/.test(second) ? `-${second}` : '';
      const rest = side ? words.slice(2).join('-') : value;
      return `${first}${rest === '' || WIDTH.test(rest) ? '-w' : '-color'}${side}`;
    }
    case 'outline':
    case 'ring':
      return `${first}${value === '' || WIDTH.test(value) ? '-w' : '-color'}`;
    case 'shadow':
      return value === '' || value === 'none' || SIZES.test(value) || value.startsWith('[')
        ? 'shadow'
        : 'shadow-color';
    case 'decoration':
      return WIDTH.test(value) ? 'decoration-w' : 'decoration-color';
    case 'stroke':
      return WIDTH.test(value) ? 'stroke-w' : 'stroke';
    case 'content':
      return 'content';
    case 'animate':
      return value.startsWith('[') ? 'animate' : undefined;
    default:
      return undefined;
  }
}

const sides = (name: string, list: string) => list.split(' ').map((side) => `${name}-${side}`);

/** What a class of each kind overrides besides its own kind (a shorthand over its longhands). */
const OVERRIDES: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  flex: ['basis', 'grow', 'shrink'],
  rounded: sides('rounded', 's e t r b l ss se ee es tl tr br bl'),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sides('border-w', 'x y s e t r b l'),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sides('border-color', 'x y s e t r b l'),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  scale: ['scale-x', 'scale-y'],
  translate: ['translate-x', 'translate-y'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};
