import { defineMessages } from '../../../lib/i18n/messages';

/** The texts of a student's profile page (StudentProfileView and StudentProfilePage). */
const en = {
  cachedCopy: 'You are offline: this is the copy saved on this device, and it may be out of date.',
  sharedAdmissionNumber: 'Admission No. {number} is also given to',
  'sharedAdmissionNumber.settle': '. Give one of them another number.',
  graduated: 'Graduated',
  left: 'Left',
  studentId: 'Student ID:',
  assigningId: 'Assigning ID…',
  edit: 'Edit',
  directions: 'Get Directions',
  graduate: 'Mark as graduated',
  bonafide: 'Bonafide certificate',
  transferCertificate: 'Transfer certificate',
  delete: 'Delete',
  notRecorded: 'Not recorded',
  age: { one: '{count} year', other: '{count} years' },

  'section.personal': 'Personal Information',
  'section.education': 'Education',
  'section.parent': 'Parent / Guardian',
  'section.location': 'Location',
  'field.dateOfBirth': 'Date of Birth',
  'field.age': 'Age',
  'field.gender': 'Gender',
  'field.educationLevel': 'Education Level',
  'field.course': 'Course',
  'field.school': 'School / College',
  'field.section': 'Section',
  'field.admissionNumber': 'Admission No.',
  'field.enrollmentDate': 'Enrollment Date',
  'field.parentName': 'Parent / Guardian Name',
  'field.parentContact': 'Contact Number',
  'field.parentOccupation': 'Occupation',
  'field.address': 'Address',

  'location.map': 'Location of {name}',
  'location.none': 'No location pinned yet',
  // {edit} is a link whose words are location.edit.
  'location.hint': '{edit} to pin their home on the map.',
  'location.edit': 'Edit this student',

  'confirmGraduate.title': 'Mark {name} as graduated?',
  'confirmGraduate.text': 'The record stays in the Student Directory, marked Graduated.',
  'confirmDelete.title': 'Delete {name}?',
  'confirmDelete.text':
    "This permanently deletes the student's record, with their guardian's details and location. It cannot be undone.",

  'graduated.title': 'Student marked as graduated',
  'graduated.description': '{name} is now marked as graduated.',
  'graduated.failed': 'The student could not be marked as graduated. Try again.',
  'deleted.title': 'Student deleted',
  'deleted.description': "{name}'s record has been deleted.",
  'deleted.failedTitle': 'Not deleted',
  'deleted.failed': 'The student record could not be deleted. Try again.',

  // "Download this child's data" (DownloadChildDataButton): one file for the parent.
  'childData.download': "Download this child's data",
  'childData.downloading': 'Preparing the file…',
  'childData.hint': 'One file with everything the school holds about the child, for the parent.',
  'childData.aadhaarNote':
    "The file holds the full Aadhaar number: the download is recorded in the organization's History.",
  'childData.offline': 'Downloading needs a connection. Try again when you are online.',
  'childData.failed': "The child's data could not be downloaded. Try again.",
};

// messages.hi.ts is typed by the English texts, not by the book: the book's type comes from its
// loader's, which is messages.hi.ts's, so that would be circular.
export type StudentProfileTexts = typeof en;

export const studentProfileMessages = defineMessages('students.profile', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
