import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnIndex, columnName } from './columns';
import { parseXml, textOf } from './xml';
import { dateToSerial, serialToDate } from '@village/model/import/cell-text';
import { MAX_UNPACKED_BYTES, XlsxReadError } from './xlsx-parts';
import { isDateFormatCode, readSheetRows, readXlsx } from './xlsx-read';
import { writeXlsx } from './xlsx-write';

describe('writeXlsx then readXlsx', () => {
  it('gives back every sheet, in order, with its text, numbers, booleans and dates', () => {
    const birthday = new Date(Date.UTC(2012, 7, 15));
    const bytes = writeXlsx([
      {
        name: 'Students',
        header: true,
        columnWidths: [20, 12],
        rows: [
          ['Full Name', 'Date of Birth', 'Age', 'Active', 'Notes'],
          ['Aarav <Kumar> & "Sons"', birthday, 12, true, null],
          ['अनन्या शर्मा', '31-02-2010', 3.5, false, 'Line one\nLine two'],
          [],
          ['=HYPERLINK("http://x","y")', '+919876543210', -4, null, '  spaced  '],
        ],
      },
      { name: 'Notes', rows: [['Column', 'Required']] },
    ]);
    const sheets = readXlsx(bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Students', 'Notes']);
    expect(sheets[0]!.rows).toEqual([
      ['Full Name', 'Date of Birth', 'Age', 'Active', 'Notes'],
      ['Aarav <Kumar> & "Sons"', birthday, 12, true],
      ['अनन्या शर्मा', '31-02-2010', 3.5, false, 'Line one\nLine two'],
      [],
      ['=HYPERLINK("http://x","y")', '+919876543210', -4, null, '  spaced  '],
    ]);
    expect(sheets[1]!.rows).toEqual([['Column', 'Required']]);
  });

  it('keeps formula-looking text as text: an inline string with the quote prefix, no formula', () => {
    const files = unzipSync(writeXlsx([{ name: 'S', rows: [['=1+1', 'plain', 7]] }]));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="2">');
    expect(sheet).toContain('<c r="B1" t="inlineStr">');
    expect(strFromU8(files['xl/styles.xml']!)).toMatch(/<xf [^>]*quotePrefix="1"/);
  });

  it('makes names Excel accepts: no []:*?/\\, at most 31 characters, no two the same', () => {
    const names = readXlsx(
      writeXlsx([
        { name: 'Class 5/6 [A]', rows: [] },
        { name: 'x'.repeat(40), rows: [] },
        { name: 'x'.repeat(40), rows: [] },
      ]),
    ).map((sheet) => sheet.name);
    expect(names[0]).toBe('Class 5 6  A');
    expect(names[1]).toHaveLength(31);
    expect(names[2]).toHaveLength(31);
    expect(names[2]).not.toBe(names[1]);
  });
});

/** A workbook as other programs write it: shared strings, styles, a date format, no `r`. */
function foreignWorkbook(sheetXml: string, options: { date1904?: boolean } = {}): Uint8Array {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    '_rels/.rels': strToU8(
      `<Relationships><Relationship Id="rId1" Type="${rel}/officeDocument" Target="/xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<x:workbook xmlns:x="${ns}" xmlns:r="${rel}">` +
        (options.date1904 ? '<x:workbookPr date1904="1"/>' : '') +
        '<x:sheets><x:sheet name="Register" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships>' +
        `<Relationship Id="rId7" Type="${rel}/worksheet" Target="worksheets/data.xml"/>` +
        `<Relationship Id="rId8" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rId9" Type="${rel}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<x:sst xmlns:x="${ns}"><x:si><x:t>Full Name</x:t></x:si>` +
        '<x:si><x:r><x:rPr><x:b/></x:rPr><x:t>Aarav </x:t></x:r><x:r><x:t>Kumar</x:t></x:r>' +
        '<x:rPh><x:t>ignored</x:t></x:rPh></x:si><x:si><x:t>DOB</x:t></x:si></x:sst>',
    ),
    'xl/styles.xml': strToU8(
      `<styleSheet xmlns="${ns}"><numFmts count="1"><numFmt numFmtId="170" formatCode="dd/mm/yyyy;@"/></numFmts>` +
        '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="170"/><xf numFmtId="14"/></cellXfs></styleSheet>',
    ),
    'xl/worksheets/data.xml': strToU8(`<worksheet xmlns="${ns}">${sheetXml}</worksheet>`),
  });
}

describe('readXlsx of workbooks from other programs', () => {
  it('reads shared strings, rich text, dates by their format, formulas and skipped rows', () => {
    const sheets = readXlsx(
      foreignWorkbook(
        '<sheetData>' +
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>2</v></c></row>' +
          // Row 2 is missing: row 3 stays row 3.
          '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3" s="1"><v>41136</v></c>' +
          '<c r="D3" s="2"><v>45383.75</v></c><c r="E3" t="str"><f>A3&amp;"!"</f><v>Aarav Kumar!</v></c>' +
          '<c r="F3"><v>9876543210</v></c><c r="G3" t="e"><v>#N/A</v></c></row>' +
          // Cells without a reference follow one another.
          '<row><c t="inlineStr"><is><t>x</t></is></c><c><v>1</v></c></row>' +
          '</sheetData>',
      ),
    );
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.name).toBe('Register');
    expect(sheets[0]!.rows).toEqual([
      ['Full Name', 'DOB'],
      [],
      [
        'Aarav Kumar',
        null,
        new Date(Date.UTC(2012, 7, 15)),
        new Date(Date.UTC(2024, 3, 1, 18)),
        'Aarav Kumar!',
        9876543210,
        '#N/A',
      ],
      ['x', 1],
    ]);
  });

  it('reads dates of the 1904 date system', () => {
    const [sheet] = readXlsx(
      foreignWorkbook('<sheetData><row r="1"><c r="A1" s="1"><v>0</v></c></row></sheetData>', {
        date1904: true,
      }),
    );
    expect(sheet!.rows[0]![0]).toEqual(new Date(Date.UTC(1904, 0, 1)));
  });

  it('refuses a sheet that unpacks to more than 20,000 rows could need (a zip bomb)', () => {
    const bomb = foreignWorkbook(`<sheetData>${' '.repeat(MAX_UNPACKED_BYTES)}</sheetData>`);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(() => readXlsx(bomb)).toThrow(
      new XlsxReadError('This workbook is too large to read here. Split it into smaller files.'),
    );
  }, 60_000);

  it('reads the rows of each sheet one by one, with how far it is', () => {
    const rows = [...readSheetRows(writeXlsx([{ name: 'S', rows: [['a'], [], ['b']] }]))];
    expect(rows.map(({ index, cells }) => [index, cells])).toEqual([
      [0, ['a']],
      [1, []],
      [2, ['b']],
    ]);
    expect(rows.map((row) => row.done)).toEqual(rows.map((row) => row.done).sort((a, b) => a - b));
    expect(rows.at(-1)!.done).toBeLessThan(1);
    expect(rows[0]!.done).toBeGreaterThan(0);
  });

  it('reads a cell merged down over rows in each of them, and a title across columns once', () => {
    const bytes = writeXlsx([
      {
        name: 'Register',
        rows: [
          ['Narela School: Register 2025-26'],
          ['Name', 'Class', 'School'],
          ['Asha', 'VII', 'Narela School'],
          ['Binod', null, null],
          ['Chetna', 'VIII', null],
          ['Deepak', 'VIII', 'Bawana School'],
        ],
        merges: ['A1:C1', 'B3:B4', 'C3:C5'],
      },
    ]);
    const expected = [
      ['Narela School: Register 2025-26'],
      ['Name', 'Class', 'School'],
      ['Asha', 'VII', 'Narela School'],
      ['Binod', 'VII', 'Narela School'],
      ['Chetna', 'VIII', 'Narela School'],
      ['Deepak', 'VIII', 'Bawana School'],
    ];
    expect(readXlsx(bytes)[0]!.rows).toEqual(expected);
    expect([...readSheetRows(bytes)].map((row) => row.cells)).toEqual(expected);
  });

  it('refuses what is not a workbook with words for the user', () => {
    expect(() => readXlsx(strToU8('Full Name,School\n'))).toThrow(XlsxReadError);
    expect(() => readXlsx(zipSync({ 'hello.txt': strToU8('hi') }))).toThrow(
      /could not be read as an Excel workbook/,
    );
  });
});

describe('dates and columns', () => {
  it('counts serial days as Excel does, 29 February 1900 included', () => {
    expect(dateToSerial(new Date(Date.UTC(1900, 0, 1)))).toBe(1);
    expect(dateToSerial(new Date(Date.UTC(1900, 2, 1)))).toBe(61);
    expect(dateToSerial(new Date(Date.UTC(2012, 7, 15)))).toBe(41136);
    expect(serialToDate(41136)).toEqual(new Date(Date.UTC(2012, 7, 15)));
    expect(serialToDate(61)).toEqual(new Date(Date.UTC(1900, 2, 1)));
    expect(serialToDate(1)).toEqual(new Date(Date.UTC(1900, 0, 1)));
  });

  it('tells a date format from a number format', () => {
    expect(isDateFormatCode('dd/mm/yyyy;@')).toBe(true);
    expect(isDateFormatCode('[$-4009]d mmmm yyyy')).toBe(true);
    expect(isDateFormatCode('0.00')).toBe(false);
    expect(isDateFormatCode('"Day "0')).toBe(false);
    expect(isDateFormatCode('General')).toBe(false);
  });

  it('names columns by letters and back', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(['A1', 'Z9', 'AA10', 'zz3', '12'].map(columnIndex)).toEqual([0, 25, 26, 701, -1]);
  });
});

describe('parseXml', () => {
  it('reads entities, CDATA and prefixed names, and skips comments and declarations', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- note --><a:root xmlns:a="x" a:v=\'1\'><a:t>&lt;&#233;&#x20AC;&amp;</a:t><![CDATA[<raw>]]></a:root>',
    );
    expect(root.name).toBe('root');
    expect(root.attributes.v).toBe('1');
    expect(textOf(root)).toBe('<é€&<raw>');
  });

  it('refuses XML that does not close', () => {
    expect(() => parseXml('<a><b></a>')).toThrow(SyntaxError);
    expect(() => parseXml('<a>')).toThrow(SyntaxError);
  });
});
