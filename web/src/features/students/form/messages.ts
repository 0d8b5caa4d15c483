import { STUDENT_STATUS_LABELS } from '@village/model/student';
import { STUDENT_FIELD_LABELS } from '@village/model/student-edit';
import { defineMessages } from '../../../lib/i18n/messages';

/**
 * The add and edit form's texts, with its date and location fields, documents and the dialog that
 * settles an edit's conflicts. Field labels are the model's (the conflict dialog names fields by
 * them too), so the form and the dialog cannot drift apart.
 */
const en = {
  'submit.add': 'Save Student Record',
  'submit.edit': 'Update Student',
  'section.personal': 'Personal Information',
  'section.education': 'Education',
  'section.address': 'Address and Location',
  'section.parent': 'Parent/Guardian Details',
  'section.documents': 'Documents',

  'field.name': STUDENT_FIELD_LABELS.name,
  'field.dateOfBirth': STUDENT_FIELD_LABELS.dateOfBirth,
  'field.gender': STUDENT_FIELD_LABELS.gender,
  'field.educationLevel': STUDENT_FIELD_LABELS.educationLevel,
  'field.course': STUDENT_FIELD_LABELS.course,
  'field.school': STUDENT_FIELD_LABELS.school,
  'field.section': STUDENT_FIELD_LABELS.section,
  'field.admissionNumber': STUDENT_FIELD_LABELS.admissionNumber,
  'field.enrollmentDate': STUDENT_FIELD_LABELS.enrollmentDate,
  'field.address': STUDENT_FIELD_LABELS.address,
  'field.location': STUDENT_FIELD_LABELS.location,
  'field.parentName': STUDENT_FIELD_LABELS.parentName,
  'field.parentContact': STUDENT_FIELD_LABELS.parentContact,
  'field.parentOccupation': STUDENT_FIELD_LABELS.parentOccupation,
  'field.status': STUDENT_FIELD_LABELS.status,

  'gender.notSpecified': 'Not specified',
  'course.placeholder': 'e.g. Computer Science',
  'course.hint': 'Optional, shown after the level',
  'section.placeholder': 'e.g. A',
  'required.title': 'Validation Error',
  'required.text': 'Please fill in all required fields.',
  'date.choose': 'Choose date',
  // The calendar's own texts, given to it in other languages only (in English it has its own):
  // so these English values are just its English, for reference.
  'picker.chosen': 'Choose date, selected date is {date}',
  'picker.previousMonth': 'Previous month',
  'picker.nextMonth': 'Next month',
  'picker.openPreviousView': 'Open previous view',
  'picker.openNextView': 'Open next view',
  'picker.toCalendarView': 'year view is open, switch to calendar view',
  'picker.toYearView': 'calendar view is open, switch to year view',
  'picker.clear': 'Clear',
  'picker.ok': 'OK',
  'picker.today': 'Today',
  'picker.next': 'Next',
  'picker.toolbarTitle': 'Select date',
  'picker.dateTable': 'pick date',
  'picker.year': 'Year',
  'picker.month': 'Month',
  'picker.day': 'Day',
  'picker.empty': 'Empty',

  'location.none': 'No location pinned',
  'location.pin': 'Pin Location on Map',
  'location.update': 'Update Location on Map',
  'location.remove': 'Remove location',
  'location.loading': 'Loading map...',

  'documents.aadhar': 'Aadhar Card',
  'documents.schoolId': 'School ID',
  'documents.certificate': 'Certificate',
  'documents.photo': 'Photo',
  'documents.updateAadhar': 'Update Aadhar Card',
  'documents.updateSchoolId': 'Update School ID',
  'documents.soon': 'Document uploads are coming soon',

  'edit.changedElsewhere':
    "This student's record was changed elsewhere after you opened this form. Saving keeps those changes; if you changed the same details, you will be asked which to keep.",

  'conflict.title': 'Changed while you were editing',
  'conflict.text': {
    one: 'After you opened this form, this detail was changed and saved elsewhere. Choose which value to keep.',
    other:
      'After you opened this form, these details were changed and saved elsewhere. Choose which values to keep.',
  },
  'conflict.deviceCopy':
    'This compares with the copy saved on this device, which may not have the latest changes from the server.',
  'conflict.theirs': 'Theirs (saved now)',
  'conflict.yours': 'Yours',
  'conflict.otherChanges': 'Your other changes are saved either way.',
  'conflict.back': 'Back to the form',
  'conflict.keepTheirs': 'Keep theirs',
  'conflict.keepMine': 'Keep my changes',
  'value.notRecorded': 'Not recorded',
  'status.active': STUDENT_STATUS_LABELS.active,
  'status.graduated': STUDENT_STATUS_LABELS.graduated,
  'status.left': STUDENT_STATUS_LABELS.left,
};

// messages.hi.ts is typed by the English texts, not by the book: the book's type comes from its
// loader's, which is messages.hi.ts's, so that would be circular.
export type StudentFormTexts = typeof en;

export const studentFormMessages = defineMessages('students.form', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
