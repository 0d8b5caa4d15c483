import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { activityFor, changedFields, sameValue } from './activity-kind';

const base = {
  name: 'Aarav Sharma',
  status: 'active',
  tokens: ['a', 'aa'],
  location: { lat: 1, lng: 2 },
  updatedAt: new Timestamp(100, 5),
};

describe('activityFor', () => {
  it('adds on create, nothing on delete', () => {
    expect(activityFor(undefined, base)).toBe('add');
    expect(activityFor(base, undefined)).toBeNull();
  });

  it('updates on a user change, graduates when the status becomes graduated', () => {
    expect(activityFor(base, { ...base, name: 'Aarav S.' })).toBe('update');
    expect(activityFor(base, { ...base, updatedAt: new Timestamp(101, 0) })).toBe('update');
    expect(activityFor(base, { ...base, status: 'graduated' })).toBe('graduate');
    expect(
      activityFor({ ...base, status: 'graduated' }, { ...base, status: 'graduated', name: 'x' }),
    ).toBe('update');
  });

  it("ignores the functions' own studentId write", () => {
    expect(activityFor(base, { ...base, studentId: 'DRU-0001' })).toBeNull();
  });

  it('ignores a change of the masked Aadhaar number alone (setAadhaar: the History has it)', () => {
    const withPen = { ...base, identity: { pen: '12345678901' } };
    const masked = { ...withPen, identity: { pen: '12345678901', aadhaarLastFour: '0124' } };
    expect(
      activityFor(withPen, { ...masked, identity: { ...masked.identity, aadhaarKind: 'aadhaar' } }),
    ).toBeNull();
    expect(activityFor(base, { ...base, identity: { aadhaarLastFour: '0124' } })).toBeNull();
    expect(activityFor(masked, withPen)).toBeNull();
    // Anything else in the group, or beside it, is a user's change.
    expect(activityFor(masked, { ...masked, identity: { pen: '10987654321' } })).toBe('update');
    expect(activityFor(withPen, { ...masked, name: 'Aarav S.' })).toBe('update');
  });

  it("leaves a progression's moves to the class's one activity", () => {
    const moved = {
      ...base,
      educationLevel: '8th Standard',
      progressedIn: 2026,
      updatedAt: new Timestamp(101, 0),
    };
    expect(activityFor({ ...base, educationLevel: '7th Standard' }, moved)).toBeNull();
    expect(activityFor(base, { ...moved, status: 'graduated' })).toBeNull();
    // A later edit of a progressed student is an update again.
    expect(activityFor(moved, { ...moved, name: 'Aarav S.' })).toBe('update');
  });

  it('counts a first TC as an update, a duplicate copy as nothing', () => {
    const tc = { number: 1, copies: 0 };
    const issued = { ...base, status: 'left', transferCertificate: tc };
    expect(activityFor(base, { ...issued, updatedAt: new Timestamp(101, 0) })).toBe('update');
    expect(
      activityFor(issued, { ...issued, transferCertificate: { ...tc, copies: 1 } }),
    ).toBeNull();
  });
});

describe('value comparison', () => {
  it('compares Firestore values deeply', () => {
    expect(sameValue(new Timestamp(1, 2), new Timestamp(1, 2))).toBe(true);
    expect(sameValue(new Timestamp(1, 2), new Timestamp(1, 3))).toBe(false);
    expect(sameValue(new Timestamp(1, 2), { seconds: 1, nanoseconds: 2 })).toBe(false);
    expect(sameValue(['a', { b: 1 }], ['a', { b: 1 }])).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
    expect(changedFields(base, { ...base, extra: 1, name: 'x' }).sort()).toEqual(['extra', 'name']);
  });
});
