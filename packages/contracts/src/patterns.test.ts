import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY_PATTERN,
  catalogueRule,
  checkFieldRule,
  mobileRule,
  normalizeInput,
  PATTERNS,
  type PatternId,
} from './patterns.ts';

const nfd = (value: string) => value.normalize('NFD');
const length = (value: string) => [...value].length;

// Names in the scripts our brands serve. Each has combining marks in one form or the other: Vietnamese
// only when decomposed (NFD), Thai and Devanagari vowel signs in every form.
const VIETNAMESE = 'Nguyễn Văn Anh';
const THAI = 'สมศักดิ์ ใจดี';
const DEVANAGARI = 'राहुल शर्मा';
const ARABIC = 'محمد علي';
const LATIN = 'José Müller';
const CHINESE = '王小明';

type Examples = { accepts: string[]; rejects: string[] };

const LETTERS_AND_SPACES: Examples = {
  accepts: ['Tran Van A', VIETNAMESE, nfd(VIETNAMESE), THAI, DEVANAGARI, ARABIC, LATIN, nfd(LATIN), CHINESE],
  rejects: ['Tran1', 'a-b', 'a_b', 'สมชาย๑', 'राहुल२', '\u0301abc', 'Nguyễn!'],
};

const EXAMPLES: Record<PatternId, Examples> = {
  // Any character; a value is refused only by its length (checked below).
  0: { accepts: ['any thing!', '中文 123', THAI, nfd(VIETNAMESE), '\u0301', ''], rejects: [] },
  1: {
    accepts: ['player1', 'Abc'],
    rejects: ['1player', 'pl ayer', 'player_1', 'Nguyễn1', 'สมชาย', CHINESE, 'ａbc'],
  },
  2: {
    accepts: ['Nguyen', CHINESE, 'Li王', 'Nguyễn', nfd('Nguyễn'), 'José', nfd('François')],
    rejects: ['abc1', 'a b', 'สมชาย', 'राहुल', 'محمد', 'ひらがな', '\u0301a'],
  },
  3: {
    accepts: ['a@b.co', 'first.last@mail.example.com', 'nguyễn@ví-dụ.vn'],
    rejects: ['a@b', 'a b@c.com', '@b.com', 'a@@b.com', 'a@b.co@'],
  },
  4: { accepts: ['abc123', 'ABC'], rejects: ['ａｂｃ', 'ab-c', 'é', CHINESE, 'ab c', '١٢'] },
  5: { accepts: ['abc123', '1a'], rejects: ['abcdef', '123456', 'abc 12', 'abcé12', 'สมชาย1'] },
  6: { accepts: ['0912345678'], rejects: ['09123x', '+84912', '０９１', '٠١٢', '๑๒๓', '091 234'] },
  7: { accepts: ['Abc123', 'ABC'], rejects: ['abc123', 'Abc 123', 'Abc王', 'Ábc123', 'Ab-c'] },
  8: LETTERS_AND_SPACES,
  9: {
    accepts: ['no-spaces!', 'สมศักดิ์', nfd('Nguyễn'), CHINESE],
    rejects: ['has space', 'tab\there', 'full\u3000width', 'line\nbreak'],
  },
  10: {
    accepts: ['カタカナ', 'カタ・カナ', 'ガギグ', nfd('ガギグ'), 'カード！'],
    rejects: ['ひらがな', 'abc', '漢字', 'カタ1'],
  },
  11: {
    accepts: ['2026-02-28', '1999-12-31'],
    rejects: ['2026-13-01', '26-01-01', '2026/01/01', '2026-1-01', '２０２６-01-01'],
  },
  12: LETTERS_AND_SPACES,
  13: {
    accepts: ['12-31-1999', '01-01-2026'],
    rejects: ['1999-12-31', '13-01-2000', '12-32-1999', '1-01-2000'],
  },
  14: {
    accepts: ['abc123', 'ไทย1', 'สมศักดิ์1', 'देवनागरी२', 'Nguyễn2', nfd('Nguyễn2'), '王小明88', 'محمد٣'],
    rejects: ['abc 123', 'abc!', 'a_b', '\u0301a', 'สม ศักดิ์'],
  },
  15: { accepts: ['한국어', nfd('한국어')], rejects: ['한국 어', 'abc', '韓國', '한국1'] },
  16: { accepts: ['ภาษาไทย', 'สมศักดิ์', '๑๒๓'], rejects: ['ไทย abc', 'thai', 'สม ศักดิ์', 'ไทย1'] },
  17: { accepts: ['สมชาย Smith', THAI, 'John Smith'], rejects: ['Smith1', 'José', CHINESE, 'สมชาย-Smith'] },
  18: { accepts: ['JOHN SMITH', 'A'], rejects: ['John', '   ', 'JOHN1', 'JOSÉ', 'NGUYỄN'] },
  19: {
    accepts: ['pass!word1', 'abc', 'Mật-khẩu1', nfd('Mật-khẩu1'), 'รหัสผ่าน!1', 'पासवर्ड@1', 'كلمة#1'],
    rejects: ['pass word', 'tab\tx', 'full\u3000width', '\u0301abc'],
  },
  20: {
    accepts: ['Passw0rd!', 'Mật-Khẩu1', nfd('Mật-Khẩu1'), 'Aa1 ก'],
    rejects: ['password', 'Password1', 'PASSWORD1!', 'passw0rd!', 'Passw0rd!\nx', 'สมชาย1!'],
  },
  21: {
    accepts: ['Nguyen Van A', 'John Smith', VIETNAMESE, nfd(VIETNAMESE), THAI, DEVANAGARI, ARABIC, LATIN],
    rejects: ['John', 'สมศักดิ์', 'John  Smith', 'John1 Smith', 'Jean-Luc Picard'],
  },
  22: {
    accepts: ['やまだたろう', 'ヤマダ', '山田太郎', 'がっこう', nfd('がっこう'), 'ラーメン'],
    rejects: ['山田 太郎', 'yamada', 'ﾔﾏﾀﾞ', 'สมชาย', '山田1'],
  },
  23: {
    accepts: [CHINESE, '王·小明', '（王小明）', '王小明！', '龍'],
    rejects: ['王 小明', 'Wang', '王1', 'やまだ', '王a', ''],
  },
  24: {
    accepts: ['JOHN SMITH', 'NGUYỄN VĂN A', nfd('NGUYỄN VĂN A'), 'ΑΛΕΞΗΣ', 'A'],
    rejects: ['John Smith', '   ', 'JOHN1', 'JOHN-SMITH', CHINESE, ''],
  },
  25: {
    accepts: ['Nguyen Van A', 'JOHN SMITH', 'Tran Thi Bich'],
    rejects: ['Nguyen', VIETNAMESE, nfd(VIETNAMESE), LATIN, 'John  Smith', 'John Smith1', CHINESE, THAI],
  },
};

const wide = (id: PatternId) => catalogueRule(id, 0, 1_000);

describe('pattern catalogue', () => {
  it('has an entry for every id of the spec, 0 to 22, the other dictionary and the real name, 23 to 25', () => {
    expect(Object.keys(PATTERNS).map(Number)).toEqual([...Array(26).keys()]);
    expect(Object.keys(EXAMPLES).map(Number)).toEqual([...Array(26).keys()]);
  });

  for (const [key, { accepts, rejects }] of Object.entries(EXAMPLES)) {
    const id = Number(key) as PatternId;
    it(`pattern ${id} accepts and rejects the right values, as typed and as normalised`, () => {
      for (const value of accepts) {
        expect(checkFieldRule(value, wide(id)), value).toBeNull();
        expect(checkFieldRule(normalizeInput(value), wide(id)), value).toBeNull();
      }
      for (const value of rejects) {
        expect(checkFieldRule(value, wide(id))?.kind, value).toBe('pattern');
        expect(checkFieldRule(normalizeInput(value), wide(id)), value).not.toBeNull();
      }
    });
  }

  it('refuses by length only under pattern 0', () => {
    expect(checkFieldRule('', catalogueRule(0, 1, 5))).toEqual({
      kind: 'length',
      patternId: 0,
      min: 1,
      max: 5,
    });
    expect(checkFieldRule('สมศักดิ์', catalogueRule(0, 1, 5))?.kind).toBe('length');
  });
});

describe('checkFieldRule', () => {
  it('checks length in characters, not bytes, before the pattern', () => {
    const rule = catalogueRule(2, 2, 3);
    expect(checkFieldRule('王小明', rule)).toBeNull();
    expect(checkFieldRule('王', rule)).toEqual({ kind: 'length', patternId: 2, min: 2, max: 3 });
    expect(checkFieldRule('王小明王', rule)?.kind).toBe('length');
  });

  it('accepts anything within range when the pattern is *', () => {
    const rule = { patternId: 0, acceptedPattern: ANY_PATTERN, minLength: 1, maxLength: 5 };
    expect(checkFieldRule('a b!', rule)).toBeNull();
    expect(checkFieldRule('', rule)?.kind).toBe('length');
  });
});

describe('normalizeInput', () => {
  it('trims, and composes text so a decomposed name is the same name of the same length', () => {
    const typed = ` ${nfd(VIETNAMESE)}\t`;
    expect(normalizeInput(typed)).toBe(VIETNAMESE);
    expect(length(nfd(VIETNAMESE))).toBeGreaterThan(length(VIETNAMESE));
    const rule = catalogueRule(21, 2, VIETNAMESE.length);
    expect(checkFieldRule(nfd(VIETNAMESE), rule)?.kind).toBe('length');
    expect(checkFieldRule(normalizeInput(typed), rule)).toBeNull();
  });

  it('takes off the spaces around a value that its pattern would refuse', () => {
    for (const typed of [' John Smith', 'John Smith ', ` ${THAI}\n`]) {
      expect(checkFieldRule(typed, wide(21))?.kind).toBe('pattern');
      expect(checkFieldRule(normalizeInput(typed), wide(21))).toBeNull();
    }
  });

  it('only trims secrets: a password is hashed as it was typed', () => {
    expect(normalizeInput(` ${nfd('Mật-khẩu1')} `, 'secret')).toBe(nfd('Mật-khẩu1'));
  });
});

// Property tests. A "unit" is one character as a member sees it: a letter with its marks, in NFC or NFD.
const units = (...values: string[]) => fc.constantFrom(...values);
const codePoint = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCodePoint(code));
const word = (unit: fc.Arbitrary<string>, minLength = 1, maxLength = 12) =>
  fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(''));

const LATIN_LETTER = fc.oneof(
  codePoint(0x61, 0x7a),
  codePoint(0x41, 0x5a),
  units('é', 'ü', 'ñ', 'ç', 'ễ', 'ă', 'đ', 'ơ', 'ư', 'ị').chain((letter) => units(letter, nfd(letter))),
);
const HAN = codePoint(0x4e00, 0x9fff);
const THAI_UNIT = units('ก', 'ส', 'ม', 'ศ', 'ดิ์', 'กั', 'ที่', 'น้ำ', 'ใ', 'จ', 'เ', 'า');
const DEVANAGARI_UNIT = units('र', 'रा', 'हु', 'ल', 'श', 'र्', 'मा', 'दे', 'कि', 'हं');
const ARABIC_UNIT = units('م', 'ح', 'د', 'ع', 'ل', 'ي', 'بَ', 'تُ');
const HANGUL = codePoint(0xac00, 0xd7a3).chain((syllable) => units(syllable, nfd(syllable)));
const KANA = fc.oneof(codePoint(0x3041, 0x3096), codePoint(0x30a1, 0x30fa), units('ー'));
const VOICED_KANA = units('が', 'ぎ', 'ガ', 'ド', 'パ').chain((kana) => units(kana, nfd(kana)));
const ANY_LETTER = fc.oneof(LATIN_LETTER, HAN, THAI_UNIT, DEVANAGARI_UNIT, ARABIC_UNIT, HANGUL, KANA);
const ASCII_LETTER = fc.oneof(codePoint(0x61, 0x7a), codePoint(0x41, 0x5a));
const DIGIT = codePoint(0x30, 0x39);
const ANY_DIGIT = fc.oneof(DIGIT, units('๑', '२', '٣'));
const SYMBOL = units('!', '@', '#', '-', '_', '.', '+', '€', '・', '。');
const CAPITAL = codePoint(0x41, 0x5a);
const LOWER = codePoint(0x61, 0x7a);
const ANY_CAPITAL = fc.oneof(
  CAPITAL,
  units('Ễ', 'Ă', 'Đ', 'Σ', 'Ж').chain((letter) => units(letter, nfd(letter))),
);
const pad = (value: number) => String(value).padStart(2, '0');
const DATE = fc.record({
  year: fc.integer({ min: 1900, max: 2100 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});
/** Parts in any order: each value holds at least one of every class its pattern demands. */
const mix = (required: fc.Arbitrary<string>[], rest: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.tuple(...required), fc.array(rest, { maxLength: 10 }))
    .chain(([must, more]) =>
      fc.shuffledSubarray([...must, ...more], { minLength: must.length + more.length }),
    )
    .map((parts) => parts.join(''));

/** Values each pattern accepts, drawn from its alphabet. */
const ACCEPTED: Record<PatternId, fc.Arbitrary<string>> = {
  0: fc.string({ unit: 'grapheme', maxLength: 20 }),
  1: fc.tuple(ASCII_LETTER, word(fc.oneof(ASCII_LETTER, DIGIT), 0)).map(([first, rest]) => first + rest),
  2: word(fc.oneof(LATIN_LETTER, HAN)),
  3: fc
    .tuple(word(fc.oneof(LATIN_LETTER, DIGIT, units('.', '_', '+'))), word(LATIN_LETTER), word(ASCII_LETTER))
    .map(([local, domain, top]) => `${local}@${domain}.${top}`),
  4: word(fc.oneof(ASCII_LETTER, DIGIT)),
  5: mix([ASCII_LETTER, DIGIT], fc.oneof(ASCII_LETTER, DIGIT)),
  6: word(DIGIT),
  7: mix([CAPITAL], fc.oneof(ASCII_LETTER, DIGIT)),
  8: word(fc.oneof(ANY_LETTER, units(' '))),
  9: word(fc.oneof(ANY_LETTER, ANY_DIGIT, SYMBOL)),
  10: word(
    fc.oneof(
      codePoint(0x30a1, 0x30fa),
      VOICED_KANA.filter((kana) => /\p{Script=Katakana}/u.test(kana)),
      SYMBOL,
      units(' '),
    ),
  ),
  11: DATE.map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`),
  12: word(fc.oneof(ANY_LETTER, units(' '))),
  13: DATE.map(({ year, month, day }) => `${pad(month)}-${pad(day)}-${year}`),
  14: word(fc.oneof(ANY_LETTER, ANY_DIGIT)),
  15: word(HANGUL),
  16: word(THAI_UNIT),
  17: word(fc.oneof(THAI_UNIT, ASCII_LETTER, units(' '))),
  18: mix([CAPITAL], fc.oneof(CAPITAL, units(' '))),
  19: word(fc.oneof(ANY_LETTER, ANY_DIGIT, SYMBOL)),
  20: mix([CAPITAL, LOWER, DIGIT, SYMBOL], fc.oneof(ANY_LETTER, DIGIT, SYMBOL, units(' '))),
  21: fc.array(word(ANY_LETTER), { minLength: 2, maxLength: 4 }).map((parts) => parts.join(' ')),
  22: word(fc.oneof(HAN, KANA, VOICED_KANA)),
  23: word(fc.oneof(HAN, SYMBOL, units('·', '（', '）'))),
  24: mix([ANY_CAPITAL], fc.oneof(ANY_CAPITAL, units(' '))),
  25: fc.array(word(ASCII_LETTER), { minLength: 2, maxLength: 4 }).map((parts) => parts.join(' ')),
};

/** Characters each pattern must refuse wherever they stand (pattern 0 refuses none). */
const FORBIDDEN: Partial<Record<PatternId, string[]>> = {
  1: [' ', '_', '-', 'é', '王', 'ก'],
  2: ['1', ' ', 'ก', 'ひ', 'م', '!'],
  3: [' ', '@'],
  4: [' ', '-', 'é', 'ａ', '王'],
  5: [' ', '-', 'é', 'ａ', '王'],
  6: ['a', ' ', '-', '٣', '０'],
  7: [' ', '王', 'é', '-'],
  8: ['1', '๑', '२', '-', '_', '!'],
  9: [' ', '\t', '\n', '\u3000'],
  10: ['a', 'ひ', '王', '1'],
  11: ['x', '/', '0', ' '],
  12: ['1', '๑', '२', '-', '_', '!'],
  13: ['x', '/', '0', ' '],
  14: [' ', '!', '-', '_'],
  15: ['a', ' ', '1', 'ก', '王'],
  16: ['a', ' ', '1', '王'],
  17: ['1', '王', 'é', '-'],
  18: ['a', '1', 'É', '-'],
  19: [' ', '\t', '\u3000'],
  20: ['\n'],
  21: ['1', '-', '_', '!'],
  22: [' ', 'a', '1', 'ﾔ', 'ก'],
  23: [' ', 'a', '1', 'ひ', 'ก'],
  24: ['a', '1', 'é', '-'],
  25: ['1', '-', 'é', 'ễ', '王'],
};

const IDS = Object.keys(PATTERNS).map(Number) as PatternId[];

describe('pattern catalogue properties', () => {
  for (const id of IDS) {
    it(`pattern ${id}: values of its alphabet match, in the range their length allows`, () => {
      fc.assert(
        fc.property(ACCEPTED[id], fc.nat(5), (typed, slack) => {
          const value = normalizeInput(typed);
          fc.pre(value === typed.normalize('NFC'));
          const size = length(value);
          expect(
            checkFieldRule(value, catalogueRule(id, Math.max(size - slack, 0), size + slack)),
          ).toBeNull();
          if (size > 0) expect(checkFieldRule(value, catalogueRule(id, 0, size - 1))?.kind).toBe('length');
          expect(checkFieldRule(value, catalogueRule(id, size + 1, size + 10))?.kind).toBe('length');
        }),
      );
    });
  }

  for (const [key, forbidden] of Object.entries(FORBIDDEN)) {
    const id = Number(key) as PatternId;
    it(`pattern ${id}: a forbidden character anywhere never matches`, () => {
      fc.assert(
        fc.property(ACCEPTED[id], fc.constantFrom(...forbidden), fc.nat(), (value, bad, at) => {
          const characters = [...value];
          characters.splice(at % (characters.length + 1), 0, bad);
          expect(checkFieldRule(characters.join(''), wide(id))?.kind).toBe('pattern');
        }),
      );
    });
  }

  it('NFC and NFD forms of a value get the same answer after normalisation, under every pattern', () => {
    const typed = fc.oneof(
      ...IDS.map((id) => ACCEPTED[id]),
      word(fc.oneof(ANY_LETTER, ANY_DIGIT, SYMBOL, units(' '))),
    );
    fc.assert(
      fc.property(typed, fc.constantFrom(...IDS), fc.integer({ min: 0, max: 8 }), (value, id, min) => {
        const rule = catalogueRule(id, min, min + 12);
        const composed = checkFieldRule(normalizeInput(value.normalize('NFC')), rule);
        expect(checkFieldRule(normalizeInput(value.normalize('NFD')), rule)).toEqual(composed);
      }),
    );
  });
});

describe('mobileRule', () => {
  it("is the brand's rule when it sets one, else 6 to 15 digits", () => {
    const brand = catalogueRule(6, 9, 11);
    expect(mobileRule(brand)).toBe(brand);
    const fallback = mobileRule(undefined);
    expect(checkFieldRule('123456', fallback)).toBeNull();
    expect(checkFieldRule('1'.repeat(15), fallback)).toBeNull();
    expect(checkFieldRule('12345', fallback)?.kind).toBe('length');
    expect(checkFieldRule('1'.repeat(16), fallback)?.kind).toBe('length');
    expect(checkFieldRule('+8612345678', fallback)?.kind).toBe('pattern');
  });
});
