import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { decodeText, readSpreadsheet, SpreadsheetFileError } from './read-file';
import { writeXlsx } from './xlsx';

describe('readSpreadsheet', () => {
  it('reads a CSV (BOM, quotes, CRLF) and a workbook alike', async () => {
    const csv = await readSpreadsheet(
      'students.csv',
      strToU8('\uFEFFFull Name,School\r\n"Khan, Kabir",Narela\r\n'),
    );
    expect(csv).toEqual({
      kind: 'csv',
      rows: [
        ['Full Name', 'School'],
        ['Khan, Kabir', 'Narela'],
      ],
    });
    const xlsx = await readSpreadsheet(
      'students.xlsx',
      writeXlsx([{ name: 'S', rows: [['Full Name'], ['Kabir']] }]),
    );
    expect(xlsx).toEqual({ kind: 'xlsx', rows: [['Full Name'], ['Kabir']] });
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
});
