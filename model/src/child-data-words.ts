// The child's data file's words, in English: the register fields' labels and the sections' titles
// and fixed words (child-data.ts writes the file with them).
import type { Student } from './student';
import type { DetailGroupName } from './student-details';

/** A register field of the student document: every stored field but the detail groups. */
export type StudentRegisterField = Exclude<keyof Student, DetailGroupName | 'id'>;

/** The register fields' labels, in the file's order (typed complete: a new field needs one). */
export const CHILD_DATA_FIELD_LABELS: Readonly<Record<StudentRegisterField, string>> = {
  name: 'Full Name',
  studentId: 'Student ID',
  admissionNumber: 'Admission No.',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  educationLevel: 'Education Level',
  category: 'Category',
  course: 'Course',
  section: 'Section',
  school: 'School / College',
  enrollmentDate: 'Enrollment Date',
  status: 'Status',
  parentName: 'Parent / Guardian Name',
  parentContact: 'Parent / Guardian Mobile',
  parentOccupation: 'Parent / Guardian Occupation',
  address: 'Address',
  location: 'Location on the map',
  createdAt: 'Record created on',
  createdBy: 'Record created by (account ID)',
  updatedAt: 'Record last changed on',
  updatedBy: 'Record last changed by (account ID)',
  progressedIn: 'Last year-end progression',
  transferCertificate: 'Transfer certificate',
  admissionNumberSharedWith: 'Admission No. also held by',
};

/** The file's section titles and fixed words, in English. */
export const CHILD_DATA_WORDS = {
  noOneElse: 'No one else',
  about: 'About this file',
  organization: 'Organization',
  exportedOn: 'Exported on',
  exportedBy: 'Exported by',
  note: 'Note',
  /** {organization}: its name; {name}: the child's. */
  noteText:
    'This file holds everything {organization} holds about {name} in Village Education: the student record, its More details, the Aadhaar number, the parent’s consents, and the entries about the record that the activity feed and the organization’s History still keep.',
  student: 'Student',
  aadhaar: 'Aadhaar number',
  aadhaarNumber: 'Number',
  aadhaarKind: 'Kind',
  aadhaarKinds: { aadhaar: 'Aadhaar number', enrolment: 'Aadhaar enrolment ID' },
  /** The number could not be read whole: only what the student document keeps of it. */
  aadhaarMaskedNote: 'Only the last four digits could be read',
  consents: 'Consents',
  givenBy: 'Given by',
  relation: 'Relation to the child',
  givenOn: 'Given on',
  withdrawnOn: 'Withdrawn on',
  notWithdrawn: 'Not withdrawn',
  consentsChangedOn: 'Consents last changed on',
  consentsChangedBy: 'Consents last changed by (account ID)',
  history: 'History',
  when: 'When',
  what: 'What',
  by: 'By',
  someone: 'Someone',
  notRecorded: 'Not recorded',
  latitude: 'Latitude',
  longitude: 'Longitude',
  /** Fields stored that this file does not know, as they are. */
  otherFields: 'Other stored fields',
} as const;
