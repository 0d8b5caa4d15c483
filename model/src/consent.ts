import * as z from 'zod/mini';
import { isRealIsoDate, ISO_DATE, todayIso } from './dates';
import { LIMITS } from './limits';
import { CONSENT_MESSAGES } from './consent-messages';
import { atMost, checked } from './schema';

// A parent's consent: what the school may do only with it. Each purpose holds the
// consent as it stands: who gave it, their relation to the child, the day, and the day it was
// withdrawn, if it was. The record lives in a document of its own beside the student
// (studentConsentPath), so that the student's rules keep their room, and the rules refuse a new
// APAAR ID unless this document, as the same batch leaves it, holds that consent in force.

/** What needs a parent's consent. */
export const CONSENT_PURPOSES = ['apaar', 'photos', 'sharing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Who gave it: a parent, a guardian, or the student (an adult, e.g. at college). */
export const CONSENT_RELATIONS = ['mother', 'father', 'guardian', 'self'] as const;
export type ConsentRelation = (typeof CONSENT_RELATIONS)[number];

/** What each consent is for, in English (the web's labels are these). */
export const CONSENT_PURPOSE_LABELS: Readonly<Record<ConsentPurpose, string>> = {
  apaar: 'Creating an APAAR ID',
  photos: 'Photos of the child',
  sharing: 'Sharing details outside the school',
};

/** Who gave a consent, in English. */
export const CONSENT_RELATION_LABELS: Readonly<Record<ConsentRelation, string>> = {
  mother: 'Mother',
  father: 'Father',
  guardian: 'Guardian',
  self: 'The student',
};

// The messages live apart (consent-messages.ts): the web's validation book, on every page, reads
// them without the schemas.
export { CONSENT_MESSAGES } from './consent-messages';

const consentDate = checked(
  z.string(),
  z.regex(ISO_DATE, CONSENT_MESSAGES.dateForm),
  z.refine(isRealIsoDate, CONSENT_MESSAGES.notARealDate),
  z.refine((value: string) => value <= todayIso(), CONSENT_MESSAGES.inFuture),
);

/** One purpose's consent as stored. */
export const consentEntrySchema = checked(
  z.object({
    givenBy: checked(
      z.string(),
      z.trim(),
      z.minLength(1, CONSENT_MESSAGES.givenByRequired),
      atMost(LIMITS.personName),
    ),
    relation: z.enum(CONSENT_RELATIONS, CONSENT_MESSAGES.relationRequired),
    givenOn: consentDate,
    withdrawnOn: z.optional(consentDate),
  }),
  z.refine((entry) => entry.withdrawnOn === undefined || entry.withdrawnOn >= entry.givenOn, {
    message: CONSENT_MESSAGES.withdrawnBeforeGiven,
    path: ['withdrawnOn'],
  }),
);
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** The student's consents: a purpose never recorded is absent. */
export type StudentConsent = Partial<Record<ConsentPurpose, ConsentEntry>>;

/** The stored document, as read: entries that do not pass the schema are left out. */
export function consentOf(data: Record<string, unknown> | undefined): StudentConsent {
  const consent: StudentConsent = {};
  for (const purpose of CONSENT_PURPOSES) {
    const parsed = consentEntrySchema.safeParse(data?.[purpose]);
    // A stored date is not refused for being "in the future" by this device's clock.
    if (parsed.success) consent[purpose] = parsed.data;
    else if (isStoredEntry(data?.[purpose])) consent[purpose] = data?.[purpose] as ConsentEntry;
  }
  return consent;
}

function isStoredEntry(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.givenBy === 'string' &&
    (CONSENT_RELATIONS as readonly unknown[]).includes(entry.relation) &&
    typeof entry.givenOn === 'string' &&
    isRealIsoDate(entry.givenOn) &&
    (entry.withdrawnOn === undefined ||
      (typeof entry.withdrawnOn === 'string' && isRealIsoDate(entry.withdrawnOn)))
  );
}

/** Whether the purpose's consent was given and not withdrawn. */
export function consentInForce(consent: StudentConsent, purpose: ConsentPurpose): boolean {
  const entry = consent[purpose];
  return entry !== undefined && entry.withdrawnOn === undefined;
}

/** The student's fields that need a consent, by the purpose (what the rules also refuse). */
export const CONSENT_NEEDED_BY = { apaarId: 'apaar' } as const satisfies Record<
  string,
  ConsentPurpose
>;

/**
 * The purposes a student's recorded fields need and lack: an APAAR ID saved before its consent
 * was recorded (by the register's import) or kept after it was withdrawn. The profile flags them.
 */
export function missingConsents(
  identity: { apaarId?: string } | undefined,
  consent: StudentConsent,
): ConsentPurpose[] {
  return identity?.apaarId && !consentInForce(consent, CONSENT_NEEDED_BY.apaarId)
    ? [CONSENT_NEEDED_BY.apaarId]
    : [];
}

/** Whether an edit may save this APAAR ID: unchanged, cleared, or with the consent in force. */
export function apaarIdAllowed(
  savedApaarId: string,
  nextApaarId: string,
  consent: StudentConsent,
): boolean {
  return nextApaarId === '' || nextApaarId === savedApaarId || consentInForce(consent, 'apaar');
}

/** The purposes whose entries differ between two versions: an edit writes only those. */
export function changedConsentPurposes(
  before: StudentConsent,
  after: StudentConsent,
): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter(
    (purpose) =>
      JSON.stringify(entryKey(before[purpose])) !== JSON.stringify(entryKey(after[purpose])),
  );
}

const entryKey = (entry: ConsentEntry | undefined) =>
  entry === undefined
    ? null
    : [entry.givenBy, entry.relation, entry.givenOn, entry.withdrawnOn ?? null];
