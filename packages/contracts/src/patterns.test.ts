import { describe, expect, it } from 'vitest';
import { ANY_PATTERN, catalogueRule, checkFieldRule, PATTERNS, type PatternId } from './patterns.ts';

const EXAMPLES: Record<PatternId, { accepts: string[]; rejects: string[] }> = {
  0: { accepts: ['any thing!', '中文 123'], rejects: [] },
  1: { accepts: ['player1', 'Abc'], rejects: ['1player', 'pl ayer', 'player_1'] },
  2: { accepts: ['Nguyen', '王小明', 'Li王'], rejects: ['abc1', 'a b'] },
  3: { accepts: ['a@b.co', 'first.last@mail.example.com'], rejects: ['a@b', 'a b@c.com', '@b.com'] },
  4: { accepts: ['abc123', 'ABC'], rejects: ['ａｂｃ', 'ab-c'] },
  5: { accepts: ['abc123', '1a'], rejects: ['abcdef', '123456', 'abc 12'] },
  6: { accepts: ['0912345678'], rejects: ['09123x', '+84912'] },
  7: { accepts: ['Abc123', 'ABC'], rejects: ['abc123', 'Abc 123', 'Abc王'] },
  8: { accepts: ['Tran Van A', 'Nguyễn Văn'], rejects: ['Tran1', 'a-b'] },
  9: { accepts: ['no-spaces!'], rejects: ['has space', 'tab\there'] },
  10: { accepts: ['カタカナ', 'カタ・カナ'], rejects: ['ひらがな', 'abc'] },
  11: { accepts: ['2026-02-28', '1999-12-31'], rejects: ['2026-13-01', '26-01-01', '2026/01/01'] },
  12: { accepts: ['John Smith'], rejects: ['John2'] },
  13: { accepts: ['12-31-1999'], rejects: ['1999-12-31', '13-01-2000'] },
  14: { accepts: ['abc123', 'ไทย1'], rejects: ['abc 123', 'abc!'] },
  15: { accepts: ['한국어'], rejects: ['한국 어', 'abc'] },
  16: { accepts: ['ภาษาไทย'], rejects: ['ไทย abc', 'thai'] },
  17: { accepts: ['สมชาย Smith'], rejects: ['Smith1'] },
  18: { accepts: ['JOHN SMITH', 'A'], rejects: ['John', '   ', 'JOHN1'] },
  19: { accepts: ['pass!word1', 'abc'], rejects: ['pass word'] },
  20: { accepts: ['Passw0rd!'], rejects: ['password', 'Password1', 'PASSWORD1!', 'passw0rd!'] },
  21: { accepts: ['Nguyen Van A', 'John Smith'], rejects: ['John', 'John  Smith', 'John1 Smith'] },
  22: { accepts: ['やまだたろう', 'ヤマダ', '山田太郎'], rejects: ['山田 太郎', 'yamada'] },
};

describe('pattern catalogue', () => {
  it('has an entry for every id of the spec, 0 to 22', () => {
    expect(Object.keys(PATTERNS).map(Number)).toEqual([...Array(23).keys()]);
  });

  for (const [id, { accepts, rejects }] of Object.entries(EXAMPLES)) {
    const rule = catalogueRule(Number(id) as PatternId, 1, 50);
    it(`pattern ${id} accepts and rejects the right values`, () => {
      for (const value of accepts) expect(checkFieldRule(value, rule), value).toBeNull();
      for (const value of rejects) expect(checkFieldRule(value, rule)?.kind, value).toBe('pattern');
    });
  }
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
