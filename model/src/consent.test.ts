import { describe, expect, it } from 'vitest';
import {
  apaarIdAllowed,
  changedConsentPurposes,
  CONSENT_MESSAGES,
  consentEntrySchema,
  consentInForce,
  consentOf,
  missingConsents,
  type ConsentEntry,
} from './consent';
import { todayIso } from './dates';

const GIVEN: ConsentEntry = { givenBy: 'Sunita Devi', relation: 'mother', givenOn: '2026-06-01' };
const WITHDRAWN: ConsentEntry = { ...GIVEN, withdrawnOn: '2026-07-01' };

const messagesOf = (value: unknown) => {
  const result = consentEntrySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a consent entry', () => {
  it('is who gave it, their relation and the day, trimmed', () => {
    expect(consentEntrySchema.parse({ ...GIVEN, givenBy: '  Sunita Devi ' })).toEqual(GIVEN);
    expect(consentEntrySchema.parse(WITHDRAWN)).toEqual(WITHDRAWN);
  });

  it('says what is missing or wrong, in words', () => {
    expect(messagesOf({ ...GIVEN, givenBy: ' ' })).toEqual([CONSENT_MESSAGES.givenByRequired]);
    expect(messagesOf({ ...GIVEN, relation: 'neighbour' })).toEqual([
      CONSENT_MESSAGES.relationRequired,
    ]);
    expect(messagesOf({ ...GIVEN, givenOn: '2025-02-29' })).toEqual([
      CONSENT_MESSAGES.notARealDate,
    ]);
    expect(messagesOf({ ...GIVEN, givenOn: '1/6/2026' })).toContain(CONSENT_MESSAGES.dateForm);
    expect(messagesOf({ ...GIVEN, withdrawnOn: '2026-05-31' })).toEqual([
      CONSENT_MESSAGES.withdrawnBeforeGiven,
    ]);
  });

  it('is not dated after today in India', () => {
    const tomorrow = todayIso(new Date(Date.now() + 24 * 3600_000));
    expect(messagesOf({ ...GIVEN, givenOn: tomorrow })).toEqual([CONSENT_MESSAGES.inFuture]);
    expect(messagesOf({ ...GIVEN, givenOn: todayIso() })).toEqual([]);
  });
});

describe("a student's consents", () => {
  it('are read from the stored document, leaving out what is not a consent', () => {
    expect(
      consentOf({ apaar: GIVEN, photos: { givenBy: 'x' }, sharing: WITHDRAWN, updatedBy: 'u' }),
    ).toEqual({ apaar: GIVEN, sharing: WITHDRAWN });
    expect(consentOf(undefined)).toEqual({});
  });

  it('keep a stored date that this device thinks is in the future (its clock may be late)', () => {
    const later = { ...GIVEN, givenOn: '2999-01-01' };
    expect(consentOf({ apaar: later })).toEqual({ apaar: later });
  });

  it('are in force when given and not withdrawn', () => {
    expect(consentInForce({ apaar: GIVEN }, 'apaar')).toBe(true);
    expect(consentInForce({ apaar: WITHDRAWN }, 'apaar')).toBe(false);
    expect(consentInForce({ photos: GIVEN }, 'apaar')).toBe(false);
  });

  it('flag an APAAR ID held without its consent in force', () => {
    expect(missingConsents({ apaarId: '123456789012' }, {})).toEqual(['apaar']);
    expect(missingConsents({ apaarId: '123456789012' }, { apaar: WITHDRAWN })).toEqual(['apaar']);
    expect(missingConsents({ apaarId: '123456789012' }, { apaar: GIVEN })).toEqual([]);
    expect(missingConsents({}, {})).toEqual([]);
    expect(missingConsents(undefined, {})).toEqual([]);
  });

  it('allow an APAAR ID to be kept or removed without consent, but not entered', () => {
    expect(apaarIdAllowed('123456789012', '123456789012', {})).toBe(true);
    expect(apaarIdAllowed('123456789012', '', {})).toBe(true);
    expect(apaarIdAllowed('', '123456789012', {})).toBe(false);
    expect(apaarIdAllowed('123456789012', '210987654321', { apaar: WITHDRAWN })).toBe(false);
    expect(apaarIdAllowed('', '123456789012', { apaar: GIVEN })).toBe(true);
  });

  it('name the purposes an edit changed', () => {
    expect(changedConsentPurposes({ apaar: GIVEN }, { apaar: GIVEN })).toEqual([]);
    expect(changedConsentPurposes({ apaar: GIVEN }, { apaar: WITHDRAWN })).toEqual(['apaar']);
    expect(changedConsentPurposes({ apaar: GIVEN }, { photos: GIVEN })).toEqual([
      'apaar',
      'photos',
    ]);
  });
});
