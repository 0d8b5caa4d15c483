import { defineMessages } from '../../../lib/i18n/messages';

/**
 * The texts of the printable pages: the bonafide certificate, the class register list,
 * the ID cards, and the Print page that opens them. A certificate is printed in the language its
 * toolbar chooses, not necessarily the app's: the page reads this book in that language.
 */
const en = {
  // The toolbar above every printable page (left off the paper).
  'toolbar.print': 'Print',
  'toolbar.language': 'Language of the printout',
  'toolbar.back': 'Back',
  'toolbar.hint': 'Print on A4 paper. The menus and buttons are left off the printout.',

  // The class, as certificates write it: "Class 7-A", a degree as it is named.
  'class.standard': 'Class {number}',
  'class.Diploma': 'Diploma',
  'class.Post Doctorate': 'Post Doctorate',
  'gender.male': 'Male',
  'gender.female': 'Female',
  'gender.other': 'Other',

  signature: 'Principal / Head of the Institution',
  date: 'Date: {date}',
  place: 'Place:',

  // The bonafide certificate: the relation follows the gender; without a parent recorded, none.
  'bonafide.title': 'Bonafide Certificate',
  'bonafide.body.male':
    'This is to certify that {name}, son of {parent}, is a bonafide student of this institution, studying in {class} in the academic year {year}.',
  'bonafide.body.female':
    'This is to certify that {name}, daughter of {parent}, is a bonafide student of this institution, studying in {class} in the academic year {year}.',
  'bonafide.body.child':
    'This is to certify that {name}, child of {parent}, is a bonafide student of this institution, studying in {class} in the academic year {year}.',
  'bonafide.body.noParent':
    'This is to certify that {name} is a bonafide student of this institution, studying in {class} in the academic year {year}.',
  'bonafide.dateOfBirth': 'Date of birth as per our records: {date}',
  'bonafide.admissionNumber': 'Admission No.: {number}',
  'bonafide.leftNote':
    'This student is no longer on the roll: a bonafide certificate is issued only to a student who studies here now.',

  // The class register list.
  'register.heading': 'Class Register',
  'register.title': '{class}, academic year {year}',
  'register.count': { one: '{count} student', other: '{count} students' },
  'register.empty': 'No student is on the roll of this class.',
  'column.serial': 'S. No.',
  'column.rollNumber': 'Roll No.',
  'column.admissionNumber': 'Admission No.',
  'column.name': 'Name',
  'column.gender': 'Gender',
  'column.dateOfBirth': 'Date of Birth',
  'column.parent': 'Parent / Guardian',
  'column.mobile': 'Mobile',

  // The ID cards.
  'idCards.heading': 'Student ID Cards',
  'idCard.title': 'Student Identity Card',
  'idCard.photo': 'Photo',
  'idCard.class': 'Class',
  'idCard.admissionNumber': 'Adm. No.',
  'idCard.guardian': 'Guardian',
  'idCard.mobile': 'Mobile',
  'idCard.year': 'Session {year}',

  // The transfer certificate (TC): the printout, in the printout's language.
  'tc.title': 'Transfer Certificate',
  'tc.duplicate': 'DUPLICATE',
  'tc.number': 'TC No. {number}',
  'tc.row.admissionNumber': 'Admission No.',
  'tc.row.name': 'Name of the student',
  'tc.row.parent': "Father's / Guardian's name",
  'tc.row.dateOfBirth': 'Date of birth (as per the admission register)',
  'tc.row.admissionDate': 'Date of admission',
  'tc.row.classLastStudied': 'Class in which the student last studied',
  'tc.row.leavingDate': 'Date of leaving the institution',
  'tc.row.qualified': 'Whether qualified for promotion to a higher class',
  'tc.row.conduct': 'General conduct',
  'tc.row.reason': 'Reason for leaving',
  'tc.row.issuedOn': 'Date of issue of the certificate',
  'qualified.yes': 'Yes',
  'qualified.no': 'No',
  'qualified.notApplicable': 'Not applicable',

  // Issuing a TC (the form and the page around the printout), in the app's language.
  'tcForm.title': 'Issue a transfer certificate',
  'tcForm.intro':
    "The certificate gets the organization's next TC number, once: check the details, they are printed as written.",
  'tcForm.leavingDate': 'Date of leaving',
  'tcForm.leavingDateRequired': 'Enter the date the student left',
  'tcForm.reason': 'Reason for leaving',
  'tcForm.reasonHint': "For example: parent's transfer, admission in another school",
  'tcForm.conduct': 'Conduct',
  'tcForm.conductHint': 'For example: Good',
  'tcForm.qualified': 'Qualified for promotion',
  'tcForm.issue': 'Issue TC',
  'tcForm.issuing': 'Issuing…',
  'tcForm.offline': 'Issuing a TC needs a connection: its number is given by the server.',
  'tcIssued.text': 'Transfer certificate {number} was issued to {name} on {date}.',
  'tcIssued.duplicateHint':
    'A certificate printed again is marked DUPLICATE, with the same number.',
  'tcIssued.printDuplicate': 'Print a duplicate',

  // The Print page.
  'print.title': 'Print',
  'print.subtitle': 'Class register lists and student ID cards, on A4 paper',
  'print.class': 'Class',
  'print.section': 'Section',
  'print.sectionHint': 'Leave empty for a class without sections',
  'print.register': 'Class register list',
  'print.idCards': 'ID cards',
  'print.certificatesHint':
    "A student's bonafide certificate is on the student's profile: open the student, then Bonafide certificate.",
  'print.noClass': 'Choose a class on the Print page first.',
  'print.offline':
    'This class is not saved on this device yet. Connect to the internet to print it.',
  'print.choose': 'Choose a class',
};

// messages.hi.ts is typed by the English texts, not by the book: the book's type comes from its
// loader's, which is messages.hi.ts's, so that would be circular.
export type CertificateTexts = typeof en;

export const certificateMessages = defineMessages('students.certificates', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
