import { CONSENT_MESSAGES } from '@village/model/consent-messages';
import { IDENTITY_MESSAGES } from '@village/model/identity';
import { ORGANIZATION_MESSAGES } from '@village/model/organization';
import { SCHEMA_MESSAGES } from '@village/model/schema';
import { STUDENT_MESSAGES } from '@village/model/student';
import { DETAIL_MESSAGES } from '@village/model/student-details';
import { UDISE_SCHOOL_MESSAGES } from '@village/model/udise-school-messages';
import { UDISE_SETTINGS_MESSAGES } from '@village/model/udise-settings-messages';
import { defineMessages } from '../i18n/messages';

/**
 * The model's validation messages. Their English values are the model's own constants (never
 * copies), so that useValidationText can find a message the schema wrote and say it in Hindi.
 */
const en = {
  atMost: SCHEMA_MESSAGES.atMost,
  'student.dateForm': STUDENT_MESSAGES.dateForm,
  'student.notARealDate': STUDENT_MESSAGES.notARealDate,
  'student.latitudeRange': STUDENT_MESSAGES.latitudeRange,
  'student.longitudeRange': STUDENT_MESSAGES.longitudeRange,
  'student.nameRequired': STUDENT_MESSAGES.nameRequired,
  'student.birthInFuture': STUDENT_MESSAGES.birthInFuture,
  'student.genderFromList': STUDENT_MESSAGES.genderFromList,
  'student.levelRequired': STUDENT_MESSAGES.levelRequired,
  'student.schoolRequired': STUDENT_MESSAGES.schoolRequired,
  'student.mobileNumber': STUDENT_MESSAGES.mobileNumber,
  'student.status': STUDENT_MESSAGES.status,
  'student.admissionNumberCharacters': STUDENT_MESSAGES.admissionNumberCharacters,
  'student.admissionNumberInUse': STUDENT_MESSAGES.admissionNumberInUse,
  'student.admissionNumberRepeated': STUDENT_MESSAGES.admissionNumberRepeated,
  'details.fromList': DETAIL_MESSAGES.fromList,
  'details.numberRange': DETAIL_MESSAGES.numberRange,
  'details.pincode': DETAIL_MESSAGES.pincode,
  'details.email': DETAIL_MESSAGES.email,
  'details.latinName': DETAIL_MESSAGES.latinName,
  'details.amongTicked': DETAIL_MESSAGES.amongTicked,
  'details.vocationalId': DETAIL_MESSAGES.vocationalId,
  'identity.aadhaarForm': IDENTITY_MESSAGES.aadhaarForm,
  'identity.aadhaarFirstDigit': IDENTITY_MESSAGES.aadhaarFirstDigit,
  'identity.aadhaarCheckDigit': IDENTITY_MESSAGES.aadhaarCheckDigit,
  'identity.enrolmentIdDate': IDENTITY_MESSAGES.enrolmentIdDate,
  'identity.penForm': IDENTITY_MESSAGES.penForm,
  'identity.apaarForm': IDENTITY_MESSAGES.apaarForm,
  'consent.givenByRequired': CONSENT_MESSAGES.givenByRequired,
  'consent.relationRequired': CONSENT_MESSAGES.relationRequired,
  'consent.dateRequired': CONSENT_MESSAGES.dateRequired,
  'consent.inFuture': CONSENT_MESSAGES.inFuture,
  'consent.withdrawnBeforeGiven': CONSENT_MESSAGES.withdrawnBeforeGiven,
  'consent.apaarNeedsConsent': CONSENT_MESSAGES.apaarNeedsConsent,
  'organization.nameRequired': ORGANIZATION_MESSAGES.nameRequired,
  'organization.invalidEmail': ORGANIZATION_MESSAGES.invalidEmail,
  'organization.invitableRole': ORGANIZATION_MESSAGES.invitableRole,
  'organization.startMonth': ORGANIZATION_MESSAGES.startMonth,
  'organization.attendanceWindow': ORGANIZATION_MESSAGES.attendanceWindow,
  'udise.code': UDISE_SETTINGS_MESSAGES.code,
  'udise.codeNumber': UDISE_SETTINGS_MESSAGES.codeNumber,
  'udise.management': UDISE_SCHOOL_MESSAGES.management,
  'udise.classNumber': UDISE_SCHOOL_MESSAGES.classNumber,
  'udise.classBoth': UDISE_SCHOOL_MESSAGES.classBoth,
  'udise.classOrder': UDISE_SCHOOL_MESSAGES.classOrder,
  'udise.sections': UDISE_SCHOOL_MESSAGES.sections,
  'udise.sectionsOutside': UDISE_SCHOOL_MESSAGES.sectionsOutside,
  'udise.streams': UDISE_SCHOOL_MESSAGES.streams,
  'udise.streamsNeedClass': UDISE_SCHOOL_MESSAGES.streamsNeedClass,
  'udise.course': UDISE_SCHOOL_MESSAGES.course,
  'udise.courseCount': UDISE_SCHOOL_MESSAGES.courseCount,
  'udise.courseRepeated': UDISE_SCHOOL_MESSAGES.courseRepeated,
};

// messages.hi.ts is typed by the English texts, not by the book: the book's type comes from its
// loader's, which is messages.hi.ts's, so that would be circular.
export type ValidationTexts = typeof en;

export const validationMessages = defineMessages('validation', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
