import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRecord, neutralizeFormula, parseCsv, toCsv } from './csv';

// The model is typed without DOM or Node types; these two exist in every runtime it runs on.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const TextDecoder: new (
  label: string,
  options: { ignoreBOM: boolean },
) => { decode(bytes: Uint8Array): string };

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Aarav Sharma')).toBe('Aarav Sharma');
    expect(csvField('')).toBe('');
  });

  it('writes null and undefined as empty cells, and numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField(0)).toBe('0');
    expect(() => csvField(Number.NaN)).toThrow(RangeError);
  });

  it('quotes fields with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('House 12, Main Road')).toBe('"House 12, Main Road"');
    expect(csvField('St. Mary\'s "Convent"')).toBe('"St. Mary\'s ""Convent"""');
    expect(csvField('Gali 2\nAlipur')).toBe('"Gali 2\nAlipur"');
    expect(csvField('Gali 2\r\nAlipur')).toBe('"Gali 2\r\nAlipur"');
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+919876543210', "'+919876543210"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', "'\t=1+2"],
  ])('makes %j inert with a leading quote', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it('guards a carriage return at the start, and then quotes the field', () => {
    expect(csvField('\r=1+2')).toBe('"\'\r=1+2"');
  });

  it('guards before quoting: the quote goes inside the quoted field', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('only looks at the first character', () => {
    expect(neutralizeFormula('Class 5-A')).toBe('Class 5-A');
    expect(neutralizeFormula('a@b.in')).toBe('a@b.in');
    expect(neutralizeFormula(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every record with CRLF', () => {
    const text = toCsv([
      ['Name', 'Age'],
      ['Aarav', 9],
    ]);
    expect(text).toBe(`${CSV_BOM}Name,Age\r\nAarav,9\r\n`);
    expect(text.charCodeAt(0)).toBe(0xfeff);
  });

  it('writes a header alone for no rows', () => {
    expect(toCsv([['Name']])).toBe(`${CSV_BOM}Name\r\n`);
  });

  it('keeps Hindi text intact through UTF-8 bytes and back', () => {
    const text = toCsv([
      ['Name', 'School'],
      ['अनन्या शर्मा', 'राजकीय विद्यालय, नरेला'],
    ]);
    // UTF-8, as a Blob encodes the text in the browser: the BOM is EF BB BF, what Excel looks for.
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(decoded).toBe(text);
    expect(parseCsv(decoded)).toEqual([
      ['Name', 'School'],
      ['अनन्या शर्मा', 'राजकीय विद्यालय, नरेला'],
    ]);
  });
});

describe('parseCsv', () => {
  it('reads back every kind of field toCsv writes', () => {
    const rows = [
      ['Name', 'Address', 'Contact', 'Age'],
      ['=HYPERLINK("http://x","y")', 'Gali 2, Alipur\nDelhi', '+919876543210', '11'],
      ['Meera "Mini" Devi', '', '', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual([
      rows[0],
      ['\'=HYPERLINK("http://x","y")', 'Gali 2, Alipur\nDelhi', "'+919876543210", '11'],
      rows[2],
    ]);
  });

  it('reads a last record without a line end, and refuses an open quote', () => {
    expect(parseCsv('a,b\r\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => parseCsv('"open')).toThrow(SyntaxError);
  });

  it('counts one record per row even with line breaks inside fields', () => {
    expect(csvRecord(['x', 'y\r\nz'])).toBe('x,"y\r\nz"');
    expect(
      parseCsv(
        toCsv([
          ['x', 'y\r\nz'],
          ['1', '2'],
        ]),
      ),
    ).toHaveLength(2);
  });
});
