import { describe, expect, it } from 'vitest';
import { admissionNumberRefusal } from './admission-numbers';

describe('admissionNumberRefusal', () => {
  it('lists ten clashes and counts the rest', () => {
    const clashes = Array.from({ length: 12 }, (_, index) => ({ row: index + 2, text: 'x' }));
    const error = admissionNumberRefusal(clashes);
    expect(error.code).toBe('already-exists');
    expect(error.message).toMatch(
      /^Admission numbers must be unique in the organization\. Row 2: x; /,
    );
    expect(error.message).toContain(
      'Row 11: x; and 2 more rows. Nothing of this batch was imported.',
    );
    expect(error.message).not.toContain('Row 12: x');
  });

  it('sends the clashes one by one, for the web to word each', () => {
    const text = 'Admission No. 117 is already used by Priya Patel (NPS-0007)';
    const error = admissionNumberRefusal([{ row: 3, text }]);
    expect(error.message).toBe(
      `Admission numbers must be unique in the organization. Row 3: ${text}. Nothing of this batch was imported.`,
    );
    expect(error.details).toEqual({
      message: 'admissionNumbersTaken',
      values: { clashes: `Row 3: ${text}` },
      lists: { clashes: [{ row: 3, text }] },
    });
  });
});
