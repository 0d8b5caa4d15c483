import { describe, expect, it } from 'vitest';
import { admissionNumbersToCheck, sharersOf } from './admission-number-flags';

describe('admissionNumbersToCheck', () => {
  it('checks the old and the new number when it changes, and none when it does not', () => {
    expect(admissionNumbersToCheck(undefined, { admissionNumber: 'A1' })).toEqual(['A1']);
    expect(admissionNumbersToCheck({ admissionNumber: 'A1' }, undefined)).toEqual(['A1']);
    expect(
      admissionNumbersToCheck({ admissionNumber: 'A1' }, { admissionNumber: 'A2' }).sort(),
    ).toEqual(['A1', 'A2']);
    expect(admissionNumbersToCheck({ admissionNumber: '' }, { admissionNumber: '' })).toEqual([]);
    expect(
      admissionNumbersToCheck(
        { admissionNumber: 'A1', name: 'A', status: 'active' },
        { admissionNumber: 'A1', name: 'A', status: 'left' },
      ),
    ).toEqual([]);
  });

  it('checks a shared number again when the name or the studentId changes', () => {
    const shared = { admissionNumberSharedWith: [{ id: 'b', name: 'B', studentId: null }] };
    const before = { admissionNumber: 'A1', name: 'Asha', studentId: null, ...shared };
    expect(admissionNumbersToCheck(before, { ...before, name: 'Asha Devi' })).toEqual(['A1']);
    expect(admissionNumbersToCheck(before, { ...before, studentId: 'S-1' })).toEqual(['A1']);
    const alone = { admissionNumber: 'A1', name: 'Asha', studentId: null };
    expect(admissionNumbersToCheck(alone, { ...alone, name: 'Asha Devi' })).toEqual([]);
  });
});

describe('sharersOf', () => {
  it('lists the others in id order, without the student itself', () => {
    const holders = [
      { id: 'c', name: 'C', studentId: 'S-3' },
      { id: 'a', name: 'A', studentId: null },
      { id: 'b', name: 'B', studentId: 'S-2' },
    ];
    expect(sharersOf(holders, 'b')).toEqual([
      { id: 'a', name: 'A', studentId: null },
      { id: 'c', name: 'C', studentId: 'S-3' },
    ]);
    expect(sharersOf([holders[0]!], 'c')).toEqual([]);
  });
});
