import { describe, expect, it } from 'vitest';
import { admissionNumberClashes } from './admission-numbers';

const row = (number: number, admissionNumber: string) => ({
  row: number,
  student: { admissionNumber },
});

describe('admissionNumberClashes', () => {
  const holders = new Map([
    ['117', [{ id: 'stu-9', name: 'Priya Patel', studentId: 'NPS-0007' }]],
    ['200', [{ id: 'import-imp1-5', name: 'Ravi Kumar', studentId: 'NPS-0010' }]],
  ]);

  it('names the rows whose number another student or an earlier row holds, in row order', () => {
    expect(
      admissionNumberClashes(
        'imp1',
        [row(9, 'A1'), row(4, 'A1'), row(3, '117'), row(6, ''), row(7, ''), row(8, '118')],
        holders,
      ),
    ).toEqual([
      { row: 3, text: 'Admission No. 117 is already used by Priya Patel (NPS-0007)' },
      { row: 9, text: 'Admission No. A1 is also in row 4' },
    ]);
  });

  it("does not count a row's own document from an earlier try of the same import", () => {
    expect(admissionNumberClashes('imp1', [row(5, '200')], holders)).toEqual([]);
    expect(admissionNumberClashes('imp2', [row(5, '200')], holders)).toEqual([
      { row: 5, text: 'Admission No. 200 is already used by Ravi Kumar (NPS-0010)' },
    ]);
  });
});
