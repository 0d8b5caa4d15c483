import { academicYearStarting } from '@village/model/academic-year';
import { describe, expect, it } from 'vitest';
import { applyWindow } from './progression-window';

describe('applyWindow', () => {
  const april = academicYearStarting(2026, 4);

  it('opens the year on the first day of its last quarter, by India’s date', () => {
    // 31 December 18:29 UTC is 23:59 in India; 18:30 is 1 January.
    const before = new Date('2026-12-31T18:29:00Z');
    const from = new Date('2026-12-31T18:30:00Z');
    expect(applyWindow(april, 'org_user', before)).toEqual({
      opensOn: '2027-01-01',
      needs: 'waiting',
    });
    expect(applyWindow(april, 'org_user', from)).toEqual({
      opensOn: '2027-01-01',
      needs: 'nothing',
    });
    expect(applyWindow(april, 'super_admin', new Date('2027-06-01T06:00:00Z')).needs).toBe(
      'nothing',
    );
  });

  it('asks a super_admin for a reason before then, and no one else', () => {
    const july = new Date('2026-07-15T06:00:00Z');
    expect(applyWindow(april, 'super_admin', july).needs).toBe('reason');
    expect(applyWindow(april, 'org_user', july).needs).toBe('waiting');
    // A college year from July opens in April.
    expect(applyWindow(academicYearStarting(2026, 7), 'org_user', july).opensOn).toBe('2027-04-01');
  });
});
