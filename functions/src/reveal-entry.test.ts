import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { revealEntry } from './reveal-entry';

const at = Timestamp.fromMillis(Date.UTC(2026, 10, 26, 10, 0, 0));
const reveal = (count: unknown, patch: Record<string, unknown> = {}) => ({
  uid: 'asha',
  studentDocId: 's1',
  reason: 'show',
  at,
  count,
  ...patch,
});

describe('revealEntry', () => {
  it('records a create and each update that counts one more Show, once per count', () => {
    expect(revealEntry('asha_s1', undefined, reveal(1))).toEqual({
      ok: true,
      entryId: 'asha_s1_1',
      uid: 'asha',
      studentDocId: 's1',
      action: 'identity_shown',
      at,
    });
    expect(revealEntry('asha_s1', reveal(1), reveal(2))).toMatchObject({ entryId: 'asha_s1_2' });
  });

  it('names the reason by the action', () => {
    expect(revealEntry('asha_s1', reveal(2), reveal(3, { reason: 'export' }))).toMatchObject({
      ok: true,
      entryId: 'asha_s1_3',
      action: 'identity_exported',
    });
  });

  it('records nothing when the count did not go up, nor for a delete', () => {
    expect(revealEntry('asha_s1', reveal(2), reveal(2))).toEqual({
      ok: false,
      reason: 'count did not go up',
    });
    expect(revealEntry('asha_s1', reveal(3), reveal(2)).ok).toBe(false);
    expect(revealEntry('asha_s1', reveal(2), undefined)).toEqual({ ok: false, reason: 'deleted' });
  });

  it('records nothing for a reveal the rules would not have let through', () => {
    for (const [id, data] of [
      ['asha_s1', reveal(0)],
      ['asha_s1', reveal(1.5)],
      ['asha_s1', reveal('1')],
      ['ravi_s1', reveal(1)],
      ['asha_s1', reveal(1, { reason: 'curious' })],
      ['asha_s1', reveal(1, { at: new Date() })],
      ['asha_s1', reveal(1, { uid: 7 })],
    ] as const) {
      expect(revealEntry(id, undefined, data).ok, JSON.stringify(data)).toBe(false);
    }
  });
});
