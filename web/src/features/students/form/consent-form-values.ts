import {
  CONSENT_MESSAGES,
  CONSENT_PURPOSES,
  consentEntrySchema,
  type ConsentEntry,
  type ConsentPurpose,
  type ConsentRelation,
  type StudentConsent,
} from '@village/model/consent';

/** One purpose's consent as typed: dates as the date inputs give them ("YYYY-MM-DD" or ''). */
export interface ConsentFormEntry {
  status: '' | 'given' | 'withdrawn';
  givenBy: string;
  relation: ConsentRelation | '';
  givenOn: string;
  withdrawnOn: string;
}
export type ConsentFormState = Record<ConsentPurpose, ConsentFormEntry>;
export type ConsentField = Exclude<keyof ConsentFormEntry, 'status'>;
/** A field of a consent, as errors name it: "consent.apaar.givenBy". */
export type ConsentErrorKey = `consent.${ConsentPurpose}.${ConsentField}`;

/** The fields of a consent that can carry a message (the status is a choice, always valid). */
export const CONSENT_FIELDS = [
  'givenBy',
  'relation',
  'givenOn',
  'withdrawnOn',
] as const satisfies readonly ConsentField[];

export const EMPTY_CONSENT_ENTRY: ConsentFormEntry = {
  status: '',
  givenBy: '',
  relation: '',
  givenOn: '',
  withdrawnOn: '',
};

/** The stored consents as the form shows them: a purpose without one has an empty entry. */
export function consentFormState(consent: StudentConsent): ConsentFormState {
  const state = {} as ConsentFormState;
  for (const purpose of CONSENT_PURPOSES) {
    const entry = consent[purpose];
    state[purpose] = entry
      ? {
          status: entry.withdrawnOn === undefined ? 'given' : 'withdrawn',
          givenBy: entry.givenBy,
          relation: entry.relation,
          givenOn: entry.givenOn,
          withdrawnOn: entry.withdrawnOn ?? '',
        }
      : { ...EMPTY_CONSENT_ENTRY };
  }
  return state;
}

/** The consents as typed, checked by the model: what to store, or the messages by field. */
export function checkConsent(state: ConsentFormState): {
  consent: StudentConsent;
  errors: Partial<Record<ConsentErrorKey, string>>;
} {
  const consent: StudentConsent = {};
  const errors: Partial<Record<ConsentErrorKey, string>> = {};
  for (const purpose of CONSENT_PURPOSES) {
    const typed = state[purpose];
    if (typed.status === '') continue;
    const parsed = consentEntrySchema.safeParse({
      givenBy: typed.givenBy,
      relation: typed.relation,
      givenOn: typed.givenOn,
      ...(typed.status === 'withdrawn' ? { withdrawnOn: typed.withdrawnOn } : {}),
    });
    if (parsed.success) {
      consent[purpose] = parsed.data as ConsentEntry;
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ConsentField;
      const key: ConsentErrorKey = `consent.${purpose}.${field}`;
      // A date left empty is "Enter the date", not the form of a date.
      const message =
        (field === 'givenOn' || field === 'withdrawnOn') && typed[field] === ''
          ? CONSENT_MESSAGES.dateRequired
          : issue.message;
      errors[key] ??= message;
    }
  }
  return { consent, errors };
}
