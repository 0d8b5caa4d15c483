import { describe, expect, it } from 'vitest';
import { currentClassKeyOf, rollCandidateOf, yearClassOf, yearClosedFor } from './roll-candidate';

describe('students read for a roll', () => {
  it('reads stored fields, tolerant of those written before they existed', () => {
    expect(
      rollCandidateOf({
        educationLevel: '7th Standard',
        section: 'b',
        status: 'left',
        enrollmentDate: '2025-04-02',
        progressedIn: 2025,
        transferCertificate: { leavingDate: '2026-08-31' },
      }),
    ).toEqual({
      educationLevel: '7th Standard',
      section: 'b',
      status: 'left',
      enrollmentDate: '2025-04-02',
      leavingDate: '2026-08-31',
      progressedIn: 2025,
    });
    expect(rollCandidateOf({ educationLevel: 'B.Sc' })).toEqual({
      educationLevel: 'B.Sc',
      section: '',
      status: 'active',
      enrollmentDate: null,
      leavingDate: null,
      progressedIn: null,
    });
    expect(rollCandidateOf({ educationLevel: 'Standard 7' })).toBeNull();
  });

  it('reads a year record as the class of that year', () => {
    expect(
      yearClassOf({ educationLevel: '6th Standard', section: 'A', outcome: 'promoted' }),
    ).toEqual({ educationLevel: '6th Standard', section: 'A' });
    expect(yearClassOf(undefined)).toBeNull();
    const candidate = rollCandidateOf({ educationLevel: '7th Standard', progressedIn: 2025 })!;
    expect(yearClosedFor(candidate, 2025)).toBe(true);
    expect(yearClosedFor(candidate, 2026)).toBe(false);
  });

  it('keys a student on the roll by their class now, in the section key form', () => {
    expect(currentClassKeyOf({ educationLevel: '3rd Standard', section: ' a ' })).toBe(
      '3rd Standard_A',
    );
    expect(
      currentClassKeyOf({ educationLevel: '3rd Standard', section: 'A', status: 'graduated' }),
    ).toBeNull();
    expect(currentClassKeyOf({ educationLevel: 'Nursery' })).toBeNull();
    expect(currentClassKeyOf(undefined)).toBeNull();
  });
});
