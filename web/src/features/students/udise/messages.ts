import { MANAGEMENT_TYPE_LABELS, type ManagementType } from '@village/model/udise-school';
import { prefixed } from '../../../lib/export/messages';
import { defineMessages, type MessageBook } from '../../../lib/i18n/messages';

const en = {
  menu: 'UDISE+ return (.xlsx)',
  failed: 'UDISE+ return not downloaded',
  failedDetail: 'The students could not be read. Check your connection and try again.',

  // The settings page (/udise)
  'settings.school': 'School',
  'settings.code': 'UDISE code',
  'settings.codeHelp': 'The 11 digits of the school’s UDISE code. The portal checks it in cell E3.',
  'settings.management': 'Management',
  'settings.managementHelp':
    'Who runs the school, as in its UDISE+ profile. The return fills the RTE column for private unaided schools only.',
  'settings.notSet': 'Not set',
  ...prefixed<'management.', ManagementType>('management.', MANAGEMENT_TYPE_LABELS),
  'settings.classesTitle': 'Classes and sections',
  'settings.classesHelp':
    'The classes the school teaches and the section letters of each, as in its UDISE+ profile. The portal refuses a student outside them: the return lists them on “Check first”.',
  'settings.lowestClass': 'Lowest class',
  'settings.highestClass': 'Highest class',
  'settings.sectionsOf': 'Sections of {className}',
  'settings.sectionsHelp': 'Letters, e.g. A, B',
  'settings.offeredTitle': 'Streams and vocational courses',
  'settings.streams': 'Streams offered in classes XI and XII',
  'settings.streamsNone': 'Choose XI or XII as the highest class to choose its streams.',
  'settings.vocational': 'Vocational courses',
  'settings.vocationalHelp': 'One course a line, at most 10.',
  'settings.codesTitle': 'Codes from your UDISE+ template',
  'settings.codesHelp':
    'Public sources disagree on these codes or never published them. Copy each from the Master sheet of the template you download from the UDISE+ portal. A student whose code is empty is listed on the return’s “Check first” sheet.',
  'settings.table.motherTongue': 'Mother tongue',
  'settings.table.minorityGroup': 'Minority group',
  'settings.table.stream': 'Stream (classes XI and XII)',
  'settings.table.admittedUnder': 'Admitted under the RTE (private unaided schools)',
  'settings.table.ooscMainstreamed': 'Out-of-school child mainstreamed (the sheet’s “When”)',
  'settings.rteCode': 'RTE 12(1)(c)',
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

  // Readiness for the return, on the settings page
  'readiness.title': 'Ready for the return?',
  'readiness.help':
    'Checks every student on the roll in classes 1 to 12 as the portal would, class by class. Tap a class to see who needs a correction and what; each name opens the student’s form.',
  'readiness.check': 'Check the students',
  'readiness.again': 'Check again',
  'readiness.reading': 'Reading the students…',
  'readiness.none': 'No student is on the roll in classes 1 to 12.',
  'readiness.class': '{class}: {ready} of {total} ready',
  'readiness.allReady': 'Every student of this class is ready, with nothing to confirm.',

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
  'problem.previousYearDisagrees':
    'Last year’s status in “More details” differs from the year end, which has the student in this school: the file follows the year end',
  'problem.leftLastYear':
    'The year end recorded “{value}” last year: write last year’s status, class and exam from the register',
  'problem.anganwadiAboveClassOne':
    'Anganwadi/ECCE last year: the portal accepts it in class 1 only',
  'problem.previousClass':
    'Class {value} last year: the portal takes this class (repeated) or the one below',
  'problem.appearedNotSettled':
    '“{value}” does not say whether the student sat the exam: write 1 (appeared) or 2; the portal keeps the result only beside 1',
  'problem.resultNotSettled':
    'No result code is known for “{value}”: write the code from the template',
  'problem.impairmentMissing': 'CWSN without an impairment type',
  'problem.codeNotSet':
    'No UDISE+ code for “{value}”: set it in the organization’s UDISE+ codes from the template’s Master sheet',
  'problem.aadhaarNotInFile': 'The Aadhaar number is not in this file: copy it from the register',
  'problem.classNotOffered': 'Class {value} is outside the school’s classes in its UDISE+ settings',
  'problem.sectionNotOffered':
    'Section {value} is not one of this class’s sections in the UDISE+ settings',
  'problem.streamNotOffered':
    'The stream “{value}” is not one the school offers in its UDISE+ settings',

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
