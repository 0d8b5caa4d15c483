import { describe, expect, it } from 'vitest';
import FACT_SHEET from '../../docs/udise/student-upload-template.md?raw';
import { UDISE_CODE_TABLES, type UdiseCodeTable } from './udise-code-tables';
import {
  strippedHeader,
  UDISE_SHEET_LAYOUT,
  UDISE_STATE_CODE_COLUMN,
  UDISE_STUDENT_COLUMNS,
} from './udise-template';

// The fact sheet on the UDISE+ template, as the repository keeps it (a copy of the one the
// project was given): the layout and the codes are checked against its text, not against a copy
// of them typed here.

/** Section 2's table: number, Excel column, header, field key. */
function factSheetColumns() {
  return [...FACT_SHEET.matchAll(/^\| (\d+) \| ([A-Z]+) \| ([^|]+) \| ([^|]+) \|/gm)].map(
    ([, number, excel, header, key]) => ({
      number: Number(number),
      excel,
      header: header!.trim(),
      key: key!.trim(),
    }),
  );
}

/** The text of section `number` of the fact sheet (### number ...), without markdown. */
function section(number: string): string {
  const start = FACT_SHEET.indexOf(`### ${number} `);
  if (start < 0) throw new Error(`no section ${number} in the fact sheet`);
  const end = FACT_SHEET.indexOf('\n### ', start + 1);
  return FACT_SHEET.slice(start, end < 0 ? undefined : end)
    .replace(/\*\*|\|/g, ' ')
    .replace(/\s+/g, ' ');
}

describe("the UDISE+ student sheet's layout", () => {
  const columns = factSheetColumns();

  it("has the fact sheet's 54 columns in its order, with its header texts and field keys", () => {
    expect(columns.slice(0, 54).map(({ number }) => number)).toEqual(
      Array.from({ length: 54 }, (_, index) => index + 1),
    );
    expect(UDISE_STUDENT_COLUMNS.map(({ header, key }) => ({ header, key }))).toEqual(
      columns.slice(0, 54).map(({ header, key }) => ({ header, key })),
    );
    expect(columns[53]!.excel).toBe('BB');
  });

  it('knows the 55th column of tem3A, the student state code', () => {
    expect(columns[54]).toMatchObject({ number: 55, key: UDISE_STATE_CODE_COLUMN.key });
    expect(columns[54]!.header).toContain(UDISE_STATE_CODE_COLUMN.header);
  });

  it('gives each header a distinct form with spaces removed, as the portal compares them', () => {
    const stripped = UDISE_STUDENT_COLUMNS.map(({ header }) => strippedHeader(header));
    expect(new Set(stripped).size).toBe(54);
    expect(stripped[19]).toBe('IsBPLBANEFICIARY?(Yes-1,No-2)');
  });

  it('puts the school code in E3, the header on row 7 and the students from row 8', () => {
    expect(FACT_SHEET).toContain('**Cell E3**');
    expect(FACT_SHEET).toContain('The **header is row 7**');
    expect(FACT_SHEET).toContain('**Data starts at row 8.**');
    expect(FACT_SHEET).toContain('student data is on the **2nd sheet**');
    expect(UDISE_SHEET_LAYOUT).toMatchObject({
      schoolCodeCell: 'E3',
      headerRow: 7,
      firstDataRow: 8,
      studentSheetIndex: 1,
      templateSheetCount: 4,
    });
  });
});

describe("the UDISE+ code tables, against the fact sheet's", () => {
  const tables = Object.entries(UDISE_CODE_TABLES) as [string, UdiseCodeTable][];

  it.each(tables.filter(([, table]) => table.confidence === 'verbatim'))(
    'finds every code of %s, a table seen verbatim, in its section with its label',
    (_, table) => {
      const text = section(table.section);
      expect(text).toMatch(/\[V\]/);
      for (const { code, label } of table.codes)
        expect(text).toMatch(new RegExp(`(^|\\D)${code} (= )?${escape(label)}`));
    },
  );

  it('leaves to the office the codes the sources disagree on or never published', () => {
    const settled = tables.filter(([, table]) => table.settle).map(([name]) => name);
    expect(settled).toEqual([
      'minorityGroup',
      'motherTongue',
      'stream',
      'admittedUnder',
      'ooscMainstreamed',
    ]);
    expect(section('3.3')).toContain('Conflict');
    expect(section('3.13')).toContain('weak source');
    expect(UDISE_CODE_TABLES.admittedUnder.codes).toHaveLength(0);
    expect(section('3.10')).toContain('Conflict');
    expect(section('3.8')).toContain('[not found]');
    expect(UDISE_CODE_TABLES.motherTongue.codes).toHaveLength(0);
    // The codes in conflict are not among those given.
    expect(UDISE_CODE_TABLES.minorityGroup.codes.map(({ code }) => code)).not.toContain(5);
    expect(UDISE_CODE_TABLES.stream.codes.map(({ code }) => code)).not.toContain(1);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
