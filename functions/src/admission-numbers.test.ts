import { describe, expect, it } from 'vitest';
import { admissionNumberClashes, admissionNumberRefusal } from './admission-numbers';

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
      'Row 3: Admission No. 117 is already used by Priya Patel (NPS-0007)',
      'Row 9: Admission No. A1 is also in row 4',
    ]);
  });

  it("does not count a row's own document from an earlier try of the same import", () => {
    expect(admissionNumberClashes('imp1', [row(5, '200')], holders)).toEqual([]);
    expect(admissionNumberClashes('imp2', [row(5, '200')], holders)).toEqual([
      'Row 5: Admission No. 200 is already used by Ravi Kumar (NPS-0010)',
    ]);
  });
});

describe('admissionNumberRefusal', () => {
  it('lists ten clashes and counts the rest', () => {
    const clashes = Array.from({ length: 12 }, (_, index) => `Row ${index + 2}: x`);
    const text = admissionNumberRefusal(clashes);
    expect(text).toMatch(/^Admission numbers must be unique in the organization\. Row 2: x; /);
    expect(text).toContain('Row 11: x; and 2 more rows. Nothing of this batch was imported.');
    expect(text).not.toContain('Row 12: x');
  });
});
