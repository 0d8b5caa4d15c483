import { describe, expect, it } from 'vitest';
import { admissionNumberRefusal } from './admission-numbers';

describe('admissionNumberRefusal', () => {
  it('lists ten clashes and counts the rest', () => {
    const clashes = Array.from({ length: 12 }, (_, index) => ({ row: index + 2, text: 'x' }));
    const text = admissionNumberRefusal(clashes);
    expect(text).toMatch(/^Admission numbers must be unique in the organization\. Row 2: x; /);
    expect(text).toContain('Row 11: x; and 2 more rows. Nothing of this batch was imported.');
    expect(text).not.toContain('Row 12: x');
  });
});
