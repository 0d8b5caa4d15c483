import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_RELATION_LABELS,
  type ConsentPurpose,
  type ConsentRelation,
} from '@village/model/consent';
import { DETAIL_CHOICE_TABLES, type DetailChoiceTable } from '@village/model/student-details';
import { defineMessages, type MessagesOf } from '../../../lib/i18n/messages';
import { exportMessages, prefixed, type ColumnNameTexts } from '../../../lib/export/messages';

type OptionKey = {
  [T in DetailChoiceTable]: `option.${T}.${(typeof DETAIL_CHOICE_TABLES)[T][number]['value']}`;
}[DetailChoiceTable];

/** Every choice's label, as `option.<table>.<value>`: the model's tables are the English. */
function optionTexts(): Record<OptionKey, string> {
  const texts: Record<string, string> = {};
  for (const [table, options] of Object.entries(DETAIL_CHOICE_TABLES))
    for (const option of options) texts[`option.${table}.${option.value}`] = option.label;
  return texts as Record<OptionKey, string>;
}

/**
 * The "More details" of a student: the names of the groups, the fields and the social
 * categories (the export's book, lib/export/messages.ts), the other choices' labels, whose English
 * values are the model's tables (model/src/student-details.ts, model/src/udise.ts), and the texts
 * of the form's part and the profile's sections.
 */
const en = {
  ...optionTexts(),
  ...exportMessages.en,
  'unit.cm': 'cm',
  'unit.kg': 'kg',
  'unit.rupees': '₹',
  moreDetails: 'More details',
  'moreDetails.hint': 'For the UDISE+ return: all optional.',
  'moreDetails.recorded': { one: '{count} recorded', other: '{count} recorded' },
  'family.hint': "The guardian's name and mobile number are under Parent/Guardian Details.",
  'stream.hint': 'Only for classes XI and XII.',
  'nameInEnglish.hint':
    'The UDISE+ portal takes names in English letters only: check the spelling.',
  'nameInEnglish.use': 'Use: {name}',
  'primaryImpairment.hint': 'The UDISE+ return takes one impairment: choose among those ticked.',
  'aadhaar.label': 'Aadhaar number or enrolment ID',
  'aadhaar.hint': 'Kept apart from the record; only a Super Admin can see it in full.',
  'aadhaar.stored': 'Saved: {masked}. Type a new number to replace it.',
  'aadhaar.show': 'Show',
  'aadhaar.hide': 'Hide',
  'aadhaar.showing': 'Showing…',
  'aadhaar.shown': "Shown to you; this view is recorded in the organization's History.",
  'aadhaar.offline': 'Connect to the internet to see the full number.',
  'aadhaar.failed': 'The number could not be shown. Try again.',
  'aadhaar.none': 'No Aadhaar number saved.',
  'aadhaar.remove': 'Remove the saved number',
  'aadhaar.keep': 'Keep the saved number',
  'aadhaar.removing': 'The saved number {masked} will be removed when you save.',
  'aadhaar.onlineOnly':
    'You are offline: the Aadhaar number is saved only online, never on this device.',
  'consent.title': 'Consent',
  'consent.hint':
    "What the school does only with a parent's consent. An APAAR ID can be entered once its consent is given.",
  ...prefixed<'consent.purpose.', ConsentPurpose>('consent.purpose.', CONSENT_PURPOSE_LABELS),
  ...prefixed<'consent.relation.', ConsentRelation>('consent.relation.', CONSENT_RELATION_LABELS),
  'consent.status': 'Consent',
  'consent.status.none': 'Not recorded',
  'consent.status.given': 'Given',
  'consent.status.withdrawn': 'Withdrawn',
  'consent.givenBy': 'Given by',
  'consent.relation': 'Relation to the child',
  'consent.givenOn': 'Date given',
  'consent.withdrawnOn': 'Date withdrawn',
  'consent.line': 'Given by {givenBy} ({relation}) on {date}',
  'consent.withdrawnLine': 'Withdrawn on {date}',
  'apaar.needsConsent': "Record the parent's consent to an APAAR ID under Consent first.",
  'apaar.noConsent':
    "This APAAR ID has no parent's consent in force. Record the consent, or remove the ID.",
};

export type StudentDetailTexts = typeof en;
/** The texts messages.hi.ts translates: the names are the export's (lib/export/messages.hi.ts). */
export type DetailTextsBeyondNames = Omit<StudentDetailTexts, keyof ColumnNameTexts>;

export const studentDetailMessages = defineMessages('students.details', en, {
  // The names' chunk is the directory's too: a reader who came from the directory has it already.
  hi: () =>
    Promise.all([exportMessages.load.hi(), import('./messages.hi')]).then(
      ([names, beyond]): MessagesOf<StudentDetailTexts> => ({ ...names, ...beyond.hi }),
    ),
});
