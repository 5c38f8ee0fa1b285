import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csv, csvStream } from './csv.ts';

const HOSTILE: [string, string][] = [
  ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ['+1', "'+1"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\t=1+1', "'\t=1+1"],
  ['\r=1+1', '"\'\r=1+1"'],
  ['a,b', '"a,b"'],
  ['line\nbreak', '"line\nbreak"'],
  ['say "hi"', '"say ""hi"""'],
  ['安全 =1', '安全 =1'],
];

describe('CSV files', () => {
  it.each(HOSTILE)('writes the text %j so that no spreadsheet runs it: %j', (cell, written) => {
    expect(csv(['cell'], [[{ text: cell }]])).toBe(`\uFEFFcell\r\n${written}\r\n`);
  });

  it('writes our own figures as they are, negative amounts included, so a sheet reads numbers', () => {
    expect(csv(['amount', 'count'], [['-4.00', 3]])).toBe('\uFEFFamount,count\r\n-4.00,3\r\n');
  });

  it('streams the same file as rows arrive', async () => {
    async function* rows() {
      yield [{ text: '=1' }, '2.00'];
      yield [{ text: 'b' }, '-1.00'];
    }
    expect(await text(csvStream(['a', 'b'], rows()))).toBe(
      csv(
        ['a', 'b'],
        [
          [{ text: '=1' }, '2.00'],
          [{ text: 'b' }, '-1.00'],
        ],
      ),
    );
  });
});
