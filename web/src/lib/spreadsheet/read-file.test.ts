import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { decodeText, delimiterOf, readSpreadsheet } from './read-file';
import {
  checkSize,
  SPREADSHEET_ACCEPT,
  SpreadsheetFileError,
  TooManyRowsError,
} from './spreadsheet-file';
import { writeXlsx } from './xlsx-write';

describe('readSpreadsheet', () => {
  it('reads a CSV (BOM, quotes, CRLF) and a workbook alike', async () => {
    const csv = await readSpreadsheet(
      'students.csv',
      strToU8('\uFEFFFull Name,School\r\n"Khan, Kabir",Narela\r\n'),
    );
    expect(csv).toEqual({
      kind: 'csv',
      sheets: [
        {
          name: '',
          rows: [
            ['Full Name', 'School'],
            ['Khan, Kabir', 'Narela'],
          ],
        },
      ],
    });
    const xlsx = await readSpreadsheet(
      'students.xlsx',
      writeXlsx([{ name: 'S', rows: [['Full Name'], ['Kabir']] }]),
    );
    expect(xlsx).toEqual({
      kind: 'xlsx',
      sheets: [{ name: 'S', rows: [['Full Name'], ['Kabir']] }],
    });
  });

  it('reads every sheet that holds something, a cover sheet before the register too', async () => {
    const bytes = writeXlsx([
      { name: 'Instructions', rows: [['Fill in the register on the next sheet.']] },
      { name: 'Blank', rows: [] },
      {
        name: 'Register',
        rows: [
          ['Full Name', 'Class'],
          ['Kabir', 'VII'],
        ],
      },
    ]);
    expect((await readSpreadsheet('udise.xlsx', bytes)).sheets).toEqual([
      { name: 'Instructions', rows: [['Fill in the register on the next sheet.']] },
      {
        name: 'Register',
        rows: [
          ['Full Name', 'Class'],
          ['Kabir', 'VII'],
        ],
      },
    ]);
  });

  it('reads a workbook with macros (.xlsm) as any workbook', async () => {
    const bytes = writeXlsx([{ name: 'Register', rows: [['Full Name'], ['Kabir']] }]);
    expect(await readSpreadsheet('register.xlsm', bytes)).toEqual({
      kind: 'xlsx',
      sheets: [{ name: 'Register', rows: [['Full Name'], ['Kabir']] }],
    });
    expect(SPREADSHEET_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.xlsm', 'application/vnd.ms-excel.sheet.macroEnabled.12']),
    );
  });

  it('knows a workbook by its content, whatever its name', async () => {
    const renamed = await readSpreadsheet(
      'register.csv',
      writeXlsx([{ name: 'S', rows: [['A']] }]),
    );
    expect(renamed.kind).toBe('xlsx');
  });

  it('says in words what it cannot read', async () => {
    const cases: Array<[string, Uint8Array, RegExp]> = [
      ['empty.csv', new Uint8Array(), /The file is empty/],
      ['photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), /is not a CSV or Excel/],
      ['old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), /Old Excel files \(\.xls\)/],
      [
        'broken.xlsx',
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        /could not be read as an Excel workbook/,
      ],
      ['open.csv', strToU8('Name\n"Kabir\n'), /a quoted cell is not closed/],
    ];
    for (const [name, bytes, message] of cases) {
      await expect(readSpreadsheet(name, bytes)).rejects.toThrow(SpreadsheetFileError);
      await expect(readSpreadsheet(name, bytes)).rejects.toThrow(message);
    }
  });

  it('reads a file that is not UTF-8 as Windows-1252', () => {
    expect(decodeText(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]))).toBe('José');
    expect(decodeText(strToU8('अनन्या'))).toBe('अनन्या');
  });

  it("reads UTF-16 with its BOM, little- or big-endian, as Excel's Unicode Text saves", () => {
    const text = 'Full Name\tSchool\r\nअनन्या शर्मा\tNarela\r\n';
    const units = [0xfeff, ...Array.from(text, (char) => char.charCodeAt(0))];
    const little = new Uint8Array(units.flatMap((unit) => [unit & 0xff, unit >> 8]));
    const big = new Uint8Array(units.flatMap((unit) => [unit >> 8, unit & 0xff]));
    expect(decodeText(little)).toBe(text);
    expect(decodeText(big)).toBe(text);
  });

  it('reads tab-separated text (Unicode Text) into its columns', async () => {
    const text = 'Full Name\tSchool\r\n"Khan, Kabir"\tNarela\r\n';
    const units = [0xfeff, ...Array.from(text, (char) => char.charCodeAt(0))];
    const bytes = new Uint8Array(units.flatMap((unit) => [unit & 0xff, unit >> 8]));
    expect((await readSpreadsheet('register.txt', bytes)).sheets[0]!.rows).toEqual([
      ['Full Name', 'School'],
      ['Khan, Kabir', 'Narela'],
    ]);
    expect(delimiterOf('Name,Class\tA\n')).toBe(',');
    expect(delimiterOf('Name\tClass\nA, B\tC')).toBe('\t');
  });
});

describe('readSpreadsheet with a row limit', () => {
  const csv = (lines: string[]) => strToU8(lines.join('\r\n'));

  it('reads up to the limit, blank rows not counted', async () => {
    const table = await readSpreadsheet('s.csv', csv(['Name', '', 'A', ' , ', 'B', 'C']), {
      maxRows: 4,
    });
    expect(table.sheets[0]!.rows).toHaveLength(6);
  });

  it('stops at the first row past the limit, without reading on', async () => {
    // Read to its end, the file would be refused for its unclosed quote: it is not.
    const lines = ['Name', 'A', 'B', 'C', 'D', '"never closed'];
    await expect(readSpreadsheet('s.csv', csv(lines), { maxRows: 4 })).rejects.toThrow(
      TooManyRowsError,
    );
    await expect(readSpreadsheet('s.csv', csv(lines), { maxRows: 5 })).rejects.toThrow(
      /a quoted cell is not closed/,
    );
  });

  it('stops a workbook at the first row past the limit too', async () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const row = (r: number) =>
      `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>x</t></is></c></row>`;
    const workbook = (rows: string) =>
      zipSync({
        '_rels/.rels': strToU8(
          `<Relationships><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
        'xl/workbook.xml': strToU8(
          `<workbook xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
        'xl/_rels/workbook.xml.rels': strToU8(
          `<Relationships><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
        'xl/worksheets/sheet1.xml': strToU8(
          `<worksheet xmlns="${ns}"><sheetData>${rows}</sheetData></worksheet>`,
        ),
      });
    // Row 5 is broken: reaching it would make the file unreadable.
    const bytes = workbook(row(1) + row(2) + row(3) + row(4) + '<row r="5"><c></row>');
    await expect(readSpreadsheet('s.xlsx', bytes, { maxRows: 3 })).rejects.toThrow(
      TooManyRowsError,
    );
    await expect(readSpreadsheet('s.xlsx', bytes, { maxRows: 4 })).rejects.toThrow(
      /could not be read as an Excel workbook/,
    );
  });

  it('tells its progress as it reads, to the whole file', async () => {
    const lines = ['Name', ...Array.from({ length: 500 }, (_, index) => `Student ${index}`)];
    for (const [name, bytes] of [
      ['s.csv', csv(lines)],
      ['s.xlsx', writeXlsx([{ name: 'S', rows: lines.map((line) => [line]) }])],
    ] as const) {
      const progress: number[] = [];
      await readSpreadsheet(name, bytes, { onProgress: (done) => progress.push(done) });
      expect(progress.length).toBeGreaterThan(10);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(1);
    }
  });
});

describe('checkSize', () => {
  it('refuses a file over 10 MB before it is read, saying its size', async () => {
    expect(() => checkSize(14_200_000)).toThrow(
      new SpreadsheetFileError(
        'This file is 14.2 MB; the limit is 10 MB. Split it into smaller files.',
      ),
    );
    expect(() => checkSize(10_000_000)).not.toThrow();
    await expect(readSpreadsheet('big.csv', new Uint8Array(10_000_001))).rejects.toThrow(
      'This file is 10.1 MB; the limit is 10 MB. Split it into smaller files.',
    );
  });
});
