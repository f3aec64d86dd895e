import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvBlob, csvCell, csvFileName, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('demo')).toBe('demo');
    expect(csvCell('会员')).toBe('会员');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(-25)).toBe('-25');
    expect(csvCell(0)).toBe('0');
  });

  it('writes nothing for a missing value or a number that is not one', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes inside', () => {
    expect(csvCell('Bank of China, Shanghai')).toBe('"Bank of China, Shanghai"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // Numbers are data, not formulas: a negative amount stays a number.
    expect(csvCell(-12.5)).toBe('-12.5');
    // Only a leading sign counts.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  interface Row {
    name: string;
    amount: number;
    note?: string;
  }
  const columns: CsvColumn<Row>[] = [
    { header: '用户名', value: (r) => r.name },
    { header: 'Amount', value: (r) => r.amount },
    { header: 'Note, if any', value: (r) => r.note },
  ];

  it('writes the headings, then one CRLF line per row', () => {
    const csv = toCsv(columns, [
      { name: 'demo', amount: 120, note: 'first, "quoted"' },
      { name: '=cmd', amount: -3.5 },
    ]);
    expect(csv).toBe('用户名,Amount,"Note, if any"\r\ndemo,120,"first, ""quoted"""\r\n\'=cmd,-3.5,\r\n');
  });

  it('writes only the headings when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('用户名,Amount,"Note, if any"\r\n');
  });
});

// jsdom's Blob has no arrayBuffer(): read it as a browser of old would.
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('csvBlob', () => {
  it('is UTF-8 with a byte-order mark first', async () => {
    const bytes = new Uint8Array(await bytesOf(csvBlob('会员\r\n')));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('会员\r\n');
  });
});

describe('csvFileName', () => {
  it('dates the file on the local day', () => {
    expect(csvFileName('members', new Date(2026, 0, 5, 23, 59))).toBe('members-2026-01-05.csv');
  });
});
