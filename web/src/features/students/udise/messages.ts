import { defineMessages, type MessageBook } from '../../../lib/i18n/messages';

const en = {
  menu: 'UDISE+ return (.xlsx)',
  failed: 'UDISE+ return not downloaded',
  failedDetail: 'The students could not be read. Check your connection and try again.',

  // The settings page (/udise)
  'settings.school': 'School',
  'settings.code': 'UDISE code',
  'settings.codeHelp': 'The 11 digits of the school’s UDISE code. The portal checks it in cell E3.',
  'settings.codesTitle': 'Codes from your UDISE+ template',
  'settings.codesHelp':
    'Public sources disagree on these codes or never published them. Copy each from the Master sheet of the template you download from the UDISE+ portal. A student whose code is empty is listed on the return’s “Check first” sheet.',
  'settings.table.motherTongue': 'Mother tongue',
  'settings.table.minorityGroup': 'Minority group',
  'settings.table.stream': 'Stream (classes XI and XII)',
  'settings.save': 'Save UDISE+ settings',
  'settings.saving': 'Saving…',
  'settings.saved': 'UDISE+ settings saved',
  'settings.savedOnDevice': 'Saved on this device',
  'settings.sendLater': 'They are sent when the connection returns.',
  'settings.notSaved': 'The settings were not saved. Check your connection and try again.',
  'settings.refused': 'Only a super admin can change the UDISE+ settings.',
  'settings.description': 'UDISE+ settings',
  'settings.offline': 'You are offline and these settings have not been opened on this device yet.',
  'settings.makeReturn': 'The return itself is made from the Student Directory’s Export menu.',
  'settings.toDirectory': 'Open the Student Directory',

  // The "Check first" sheet, which opens first
  'check.sheet': 'Check first',
  'check.title': 'Put these right in the app before filing: the portal refuses or questions them.',
  'check.none': 'Nothing to check: every student in this file passes the portal’s checks we know.',
  'check.schoolCode': 'The school’s UDISE code is not set: cell E3 of the student sheet is empty.',
  'check.leftOut': {
    one: '{count} student on the roll is not in classes 1 to 12 and is not in this file.',
    other: '{count} students on the roll are not in classes 1 to 12 and are not in this file.',
  },
  'check.student': 'Student',
  'check.admissionNumber': 'Admission No.',
  'check.class': 'Class',
  'check.section': 'Section',
  'check.column': 'Column of the student sheet',
  'check.problem': 'What to check',
  'check.severity': 'The portal',
  'check.value': 'In the app',
  'severity.refused': 'Refuses',
  'severity.questioned': 'Asks to confirm',
  'problem.required': 'Missing: the portal needs it',
  'problem.nameLetters': 'Use English letters and spaces only (the portal refuses other letters)',
  'problem.nameLength': 'Use 3 to 50 characters',
  'problem.mobileForm': 'A 10-digit mobile number starting with 6, 7, 8 or 9',
  'problem.mobileDummy': 'Looks like a placeholder number, which the portal refuses',
  'problem.pincode': 'A 6-digit PIN code',
  'problem.address': 'Use 5 to 150 letters, digits, spaces and , - . /',
  'problem.rollNumber': 'A roll number from 0 to 9999',
  'problem.admissionNumber': 'Use only letters, digits, spaces, / and -',
  'problem.admissionDateOutsideSession':
    'Admitted outside this school year: the portal may refuse the date',
  'problem.ageOutsideClass': 'Age {value} is outside what the portal expects for this class',
  'problem.attendedDays': 'More than 250 days attended last year',
  'problem.impairmentMissing': 'CWSN without an impairment type',
  'problem.codeNotSet':
    'No UDISE+ code for “{value}”: set it in the organization’s UDISE+ codes from the template’s Master sheet',
  'problem.aadhaarNotInFile': 'The Aadhaar number is not in this file: copy it from the register',

  // The "Codes" sheet
  'codes.sheet': 'Codes',
  'codes.table': 'Table',
  'codes.code': 'Code',
  'codes.meaning': 'Meaning',
  'codes.source': 'Where it is from',
  'codes.verbatim': 'The template or the portal’s own check',
  'codes.secondary': 'Seen in other public sources',
  'codes.office': 'Set by this office',
};

/** The UDISE+ return's texts: its menu entry and the sheets written in the office's language. */
export const udiseMessages: MessageBook<typeof en> = defineMessages('students.udise', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
