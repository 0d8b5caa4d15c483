import { doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { LIMITS } from '@village/model/limits';
import { studentConsentPath, studentIdentityPath } from '@village/model/paths';
import { studentDetailsSchema } from '@village/model/student-details-schema';
import {
  DETAIL_GROUP_NAMES,
  type DetailGroupName,
  type StudentDetails,
} from '@village/model/student-details';
import { GIVEN } from './consent';
import { newStudent, studentChange, type Patch } from '../support/data';
import { uidFor, type Expectation, type RuleCase } from '../support/cases';
import {
  AADHAAR,
  ORG_A,
  OTHER_AADHAAR,
  STUDENT_WITH_ID,
  studentPath,
  type ActorName,
} from '../support/world';

// The student's "More details" (model/src/student-details.ts) as firestore.rules checks
// them: each group valid for staff on create and update, refused to everyone else, and for every
// field at least one value refused. A value is allowed exactly when the model would store it as it
// is (DETAIL_FIELD_CASES are checked against the model too, in firestore-rules.test.ts).

const GROUP = 'student details';
const NEW_ID = 'new-student-details';
const x = (length: number) => 'x'.repeat(length);

/** Every field of every group recorded, as the model stores it (checked: none is left out). */
export const FULL_DETAILS: StudentDetails = studentDetailsSchema.parse({
  family: {
    motherName: 'Sunita Sharma',
    fatherName: 'Rajesh Sharma',
    alternateMobile: '91234 56789',
    email: 'sunita.sharma@example.com',
  },
  identity: {
    nameAsPerAadhaar: 'Aarav Sharma',
    pen: '12345678901',
    apaarId: '123456789012',
    nameInEnglish: 'Aarav Sharma',
    aadhaarLastFour: AADHAAR.slice(-4),
    aadhaarKind: 'aadhaar',
  },
  social: { socialCategory: 'obc', minorityGroup: 'none', bpl: true, aay: false, ews: true },
  needs: {
    cwsn: true,
    impairments: ['hearing', 'lowVision'],
    primaryImpairment: 'lowVision',
    disabilityCertificate: true,
    disabilityPercent: 40,
    cwsnFacility: 'lowVisionKit',
    sld: true,
    sldType: 'dyslexia',
    asd: false,
    adhd: false,
  },
  otherDetails: {
    motherTongue: 'hindi',
    bloodGroup: 'B+',
    nationality: 'indian',
    heightCm: 132,
    weightKg: 28.5,
    distanceToSchool: 'from1To3',
    pincode: '110040',
    extraCurricular: true,
  },
  enrolment: {
    rollNumber: '3A/12',
    mediumOfInstruction: 'hindi',
    stream: 'science',
    rte: false,
    previousYearStatus: 'sameSchool',
    outOfSchool: true,
    mainstreamed: true,
    vocational: true,
    vocationalSector: '61',
    vocationalJobRole: '1234',
    vocationalExam: 'passed',
  },
  facilities: {
    freeTextbooks: true,
    freeUniforms: true,
    transport: false,
    bicycle: false,
    escort: false,
    hostel: false,
    midDayMeal: true,
    scholarship: 'state',
    moreScholarships: ['central', 'other'],
    centralScholarship: 'nmms',
    scholarshipAmount: 12000,
  },
});

/** One field of a group set to one value (the group holding nothing else), allowed or not. */
export interface DetailFieldCase {
  group: DetailGroupName;
  field: string;
  value: unknown;
  expect: Expectation;
}

const cases = (
  group: DetailGroupName,
  field: string,
  expect: Expectation,
  ...values: unknown[]
): DetailFieldCase[] => values.map((value) => ({ group, field, value, expect }));

/** A name field: up to 100 characters, trimmed, not blank, text. */
const nameCases = (group: DetailGroupName, field: string) => [
  ...cases(group, field, 'allow', 'Sunita Devi', x(LIMITS.personName)),
  ...cases(group, field, 'deny', x(LIMITS.personName + 1), '', ' Sunita', 7, null),
];

const yesNoCases = (group: DetailGroupName, field: string) => [
  ...cases(group, field, 'allow', true, false),
  ...cases(group, field, 'deny', 'yes', 1, null),
];

export const DETAIL_FIELD_CASES: DetailFieldCase[] = [
  ...nameCases('family', 'motherName'),
  ...nameCases('family', 'fatherName'),
  ...cases('family', 'alternateMobile', 'allow', '+919123456789'),
  // Stored as parentContact is: +91 and ten digits, the first 6-9.
  ...cases(
    'family',
    'alternateMobile',
    'deny',
    '9123456789',
    '+91 91234 56789',
    '+915123456789',
    9123456789,
  ),
  ...cases('family', 'email', 'allow', 'a@b.in', `${x(LIMITS.email - 7)}@ex.com`),
  ...cases(
    'family',
    'email',
    'deny',
    'sunita',
    'sunita@example',
    'sunita devi@example.com',
    `${x(LIMITS.email - 6)}@ex.com`,
    '',
  ),

  ...nameCases('identity', 'nameAsPerAadhaar'),
  ...cases('identity', 'pen', 'allow', '12345678901'),
  ...cases('identity', 'pen', 'deny', '1234567890', '123456789012', '1234567890A', 12345678901),
  ...cases('identity', 'apaarId', 'allow', '123456789012'),
  ...cases(
    'identity',
    'apaarId',
    'deny',
    '12345678901',
    '1234 5678 9012',
    'ABCDEFGHIJKL',
    123456789012,
  ),
  // The portal's name rule: letters and single spaces, 3 to 50 characters.
  ...cases('identity', 'nameInEnglish', 'allow', 'Sita Kumari', 'Abc', 'A'.repeat(50)),
  ...cases(
    'identity',
    'nameInEnglish',
    'deny',
    'Ab',
    'A'.repeat(51),
    'Sita  Kumari',
    ' Sita',
    'सीता कुमारी',
    'S.K. Sharma',
    7,
  ),
  ...cases('identity', 'aadhaarLastFour', 'allow', '0124'),
  // The whole number never goes into the student document: only in private/identity.
  ...cases('identity', 'aadhaarLastFour', 'deny', AADHAAR, '124', 'X124', 124),
  ...cases('identity', 'aadhaarKind', 'allow', 'aadhaar', 'enrolment'),
  ...cases('identity', 'aadhaarKind', 'deny', 'pan', ''),

  ...cases('social', 'socialCategory', 'allow', 'general', 'sc', 'st', 'obc'),
  // The stored value, not the label nor the UDISE+ code.
  ...cases('social', 'socialCategory', 'deny', 'SC', 2, 'ews', null),
  ...cases('social', 'minorityGroup', 'allow', 'muslim', 'none'),
  ...cases('social', 'minorityGroup', 'deny', 'hindu', 'Muslim', 1),
  ...yesNoCases('social', 'bpl'),
  ...yesNoCases('social', 'aay'),
  ...yesNoCases('social', 'ews'),

  ...yesNoCases('needs', 'cwsn'),
  ...cases('needs', 'impairments', 'allow', ['blindness'], ['lowVision', 'hearing', 'parkinsons']),
  ...cases(
    'needs',
    'impairments',
    'deny',
    [],
    ['telepathy'],
    ['blindness', 'telepathy'],
    ['blindness', 'blindness'],
    'blindness',
    null,
  ),
  // Alone, one of no impairments recorded (with them: MAIN_IMPAIRMENT_CASES).
  ...cases('needs', 'primaryImpairment', 'deny', 'blindness', 'telepathy', null),
  ...yesNoCases('needs', 'disabilityCertificate'),
  ...cases('needs', 'disabilityPercent', 'allow', 0, 40, 100),
  ...cases('needs', 'disabilityPercent', 'deny', -1, 101, 40.5, '40'),
  ...cases('needs', 'cwsnFacility', 'allow', 'brailleBooks', 'other'),
  ...cases('needs', 'cwsnFacility', 'deny', 'Braille books', 1),
  ...yesNoCases('needs', 'sld'),
  ...cases('needs', 'sldType', 'allow', 'dysgraphia', 'dyslexia'),
  ...cases('needs', 'sldType', 'deny', 'reading', 3),
  ...yesNoCases('needs', 'asd'),
  ...yesNoCases('needs', 'adhd'),

  ...cases('otherDetails', 'motherTongue', 'allow', 'hindi', 'other'),
  ...cases('otherDetails', 'motherTongue', 'deny', 'klingon', 'Hindi'),
  ...cases('otherDetails', 'bloodGroup', 'allow', 'AB-', 'O+'),
  ...cases('otherDetails', 'bloodGroup', 'deny', 'a+', 'C+', 'AB'),
  ...cases('otherDetails', 'nationality', 'allow', 'indian'),
  ...cases('otherDetails', 'nationality', 'deny', 'Indian', true),
  ...cases('otherDetails', 'heightCm', 'allow', 30, 250),
  ...cases('otherDetails', 'heightCm', 'deny', 29, 251, 132.5, '132'),
  ...cases('otherDetails', 'weightKg', 'allow', 2, 28.5, 200),
  ...cases('otherDetails', 'weightKg', 'deny', 1.9, 200.1, '28.5', null),
  ...cases('otherDetails', 'distanceToSchool', 'allow', 'under1', 'over5'),
  ...cases('otherDetails', 'distanceToSchool', 'deny', '2 km', 2),
  ...cases('otherDetails', 'pincode', 'allow', '110040', '999999'),
  ...cases('otherDetails', 'pincode', 'deny', '011004', '11004', '1100401', '110 040', 110040),
  ...yesNoCases('otherDetails', 'extraCurricular'),

  ...cases('enrolment', 'rollNumber', 'allow', '12', '3A/12-B.1', x(10)),
  ...cases('enrolment', 'rollNumber', 'deny', x(11), 'R#12', ' 12', '', 12),
  ...cases('enrolment', 'mediumOfInstruction', 'allow', 'english', 'urdu'),
  ...cases('enrolment', 'mediumOfInstruction', 'deny', 'martian', 'English'),
  ...cases('enrolment', 'stream', 'allow', 'science', 'vocational', 'other'),
  ...cases('enrolment', 'stream', 'deny', 'medicine', 'Science'),
  ...yesNoCases('enrolment', 'rte'),
  ...cases('enrolment', 'previousYearStatus', 'allow', 'anganwadi', 'none'),
  ...cases('enrolment', 'previousYearStatus', 'deny', 'home', null),
  ...yesNoCases('enrolment', 'outOfSchool'),
  ...yesNoCases('enrolment', 'mainstreamed'),
  ...yesNoCases('enrolment', 'vocational'),
  // The school's ids, as their digits.
  ...(['vocationalSector', 'vocationalJobRole'] as const).flatMap((field) => [
    ...cases('enrolment', field, 'allow', '1', '61', '99999'),
    ...cases('enrolment', field, 'deny', '0', '061', '100000', '6 1', 61),
  ]),
  ...cases('enrolment', 'vocationalExam', 'allow', 'passed', 'notAppeared'),
  ...cases('enrolment', 'vocationalExam', 'deny', 'failed', 1),

  ...(
    [
      'freeTextbooks',
      'freeUniforms',
      'transport',
      'bicycle',
      'escort',
      'hostel',
      'midDayMeal',
    ] as const
  ).flatMap((field) => yesNoCases('facilities', field)),
  ...cases('facilities', 'scholarship', 'allow', 'central', 'none'),
  ...cases('facilities', 'scholarship', 'deny', 'national', 'Central'),
  ...cases('facilities', 'moreScholarships', 'allow', ['state'], ['central', 'state', 'other']),
  ...cases(
    'facilities',
    'moreScholarships',
    'deny',
    [],
    ['none'],
    ['state', 'state'],
    'state',
    true,
    null,
  ),
  ...cases('facilities', 'centralScholarship', 'allow', 'nmms', 'otherCentral'),
  ...cases('facilities', 'centralScholarship', 'deny', 'NMMS', 10, true),
  ...cases('facilities', 'scholarshipAmount', 'allow', 1, 12_000, 50_000),
  ...cases('facilities', 'scholarshipAmount', 'deny', 0, 50_001, 1200.5, '12000', true),
];

/** The main impairment beside the impairments it must be one of (a check across two fields). */
const MAIN_IMPAIRMENT_CASES = (
  [
    ['blindness', 'allow'],
    ['hearing', 'allow'],
    ['lowVision', 'deny'],
    ['telepathy', 'deny'],
  ] as const
).map(([primaryImpairment, expect]) => ({
  needs: { cwsn: true, impairments: ['blindness', 'hearing'], primaryImpairment },
  expect,
}));

const display = (value: unknown) => {
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 24)}… (${String(text.length)} chars)` : text;
};

/** A new student with `details` (whole groups), written by `as`. */
function createCase(
  name: string,
  expect: Expectation,
  details: Patch,
  as: ActorName = 'org_user',
): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect,
    collection: 'students',
    op: 'create',
    // With an APAAR ID, the app writes its consent in the same batch (tests/rules/cases/consent.ts).
    run: (db, me) => {
      const batch = writeBatch(db);
      batch.set(doc(db, studentPath(ORG_A, NEW_ID)), newStudent(uidFor(me), details));
      const identity = details.identity as { apaarId?: unknown } | undefined;
      if (identity?.apaarId !== undefined)
        batch.set(doc(db, studentConsentPath(ORG_A, NEW_ID)), {
          apaar: GIVEN,
          updatedAt: serverTimestamp(),
          updatedBy: uidFor(me),
        });
      return batch.commit();
    },
  };
}

/** An edit as the app writes it: the changed groups, each whole, and the stamps. */
function updateCase(
  name: string,
  expect: Expectation,
  details: Patch,
  as: ActorName = 'org_user',
): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect,
    collection: 'students',
    op: 'update',
    run: (db, me) =>
      updateDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID)), studentChange(uidFor(me), details)),
  };
}

const HIGHER_LEVEL = {
  educationLevel: 'Post Doctorate',
  category: 'higher',
  section: 'A',
  admissionNumber: 'ADM2019/12',
};
const groupOf = (name: DetailGroupName) => ({ [name]: FULL_DETAILS[name] });
const STAFF = ['org_user', 'super_admin'] as const;

export const DETAIL_CASES: RuleCase[] = [
  // Each group, recorded whole, by staff.
  ...DETAIL_GROUP_NAMES.flatMap((name) =>
    STAFF.flatMap((as) => [
      createCase(`${name} recorded, by ${as}`, 'allow', groupOf(name), as),
      updateCase(`${name} recorded, by ${as}`, 'allow', groupOf(name), as),
    ]),
  ),
  createCase('every field of every group', 'allow', { ...FULL_DETAILS }),
  createCase(
    'every field of every group, by super_admin',
    'allow',
    { ...FULL_DETAILS },
    'super_admin',
  ),
  updateCase('every field of every group', 'allow', { ...FULL_DETAILS }),
  // The costliest student for the rules' limit of 1000 expressions: the last level checked, every
  // optional field there (dates, location, contact, section, admission number) and every detail.
  createCase('every field of every group, for a PhD student', 'allow', {
    ...FULL_DETAILS,
    ...HIGHER_LEVEL,
  }),
  updateCase('every field of every group, for a PhD student', 'allow', {
    ...FULL_DETAILS,
    ...HIGHER_LEVEL,
  }),
  createCase('every group empty', 'allow', {
    ...Object.fromEntries(DETAIL_GROUP_NAMES.map((name) => [name, {}])),
  }),
  updateCase('a group emptied', 'allow', { social: {} }),

  // The groups themselves: maps of their own keys only.
  ...DETAIL_GROUP_NAMES.flatMap((name) => [
    createCase(`${name} with an unknown key`, 'deny', {
      [name]: { ...FULL_DETAILS[name], note: 'x' },
    }),
    createCase(`${name} null`, 'deny', { [name]: null }),
    createCase(`${name} as text`, 'deny', { [name]: 'recorded' }),
  ]),
  createCase('a field of another group (pen in family)', 'deny', {
    family: { pen: '12345678901' },
  }),
  createCase('the whole Aadhaar number in the identity group', 'deny', {
    identity: { aadhaar: AADHAAR },
  }),
  createCase('an eighth group', 'deny', { health: {} }),
  updateCase('a group with an unknown key', 'deny', {
    facilities: { ...FULL_DETAILS.facilities, laptop: true },
  }),
  updateCase('the last four digits as the whole number', 'deny', {
    identity: { aadhaarLastFour: OTHER_AADHAAR, aadhaarKind: 'aadhaar' },
  }),

  // Every field, value by value.
  ...DETAIL_FIELD_CASES.map(({ group, field, value, expect }) =>
    createCase(`${group}.${field} = ${display(value)}`, expect, { [group]: { [field]: value } }),
  ),
  ...MAIN_IMPAIRMENT_CASES.map(({ needs, expect }) =>
    createCase(`needs.primaryImpairment = '${needs.primaryImpairment}' of two`, expect, { needs }),
  ),

  // Nobody but staff reads or writes them.
  ...(['end_user', 'outsider', 'anonymous'] as const).flatMap((as): RuleCase[] => [
    createCase(`every group, by ${as}`, 'deny', { ...FULL_DETAILS }, as),
    updateCase(`a valid group, by ${as}`, 'deny', groupOf('social'), as),
    {
      group: GROUP,
      name: `a student with details, read by ${as}`,
      as,
      expect: 'deny',
      collection: 'students',
      op: 'get',
      run: (db) => getDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID))),
    },
  ]),
  {
    group: GROUP,
    name: 'a student with details, read by org_user',
    as: 'org_user',
    expect: 'allow',
    collection: 'students',
    op: 'get',
    run: (db) => getDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID))),
  },

  // private/identity is written by the setAadhaar callable only: not by a client, neither for a
  // deleted student's id nor in the batch that creates the student, as the form once did.
  {
    group: GROUP,
    name: "an Aadhaar number for a deleted student's id",
    as: 'org_user',
    expect: 'deny',
    collection: 'identity',
    op: 'create',
    run: (db, me) =>
      setDoc(doc(db, studentIdentityPath(ORG_A, 'deleted-student')), {
        aadhaar: OTHER_AADHAAR,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    group: GROUP,
    name: 'an Aadhaar number in the batch that creates its student',
    as: 'org_user',
    expect: 'deny',
    collection: 'identity',
    op: 'create',
    run: (db, me) => {
      const batch = writeBatch(db);
      batch.set(doc(db, studentPath(ORG_A, NEW_ID)), newStudent(uidFor(me), groupOf('identity')));
      batch.set(doc(db, studentIdentityPath(ORG_A, NEW_ID)), {
        aadhaar: AADHAAR,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      });
      // The group holds an APAAR ID, which comes with its consent.
      batch.set(doc(db, studentConsentPath(ORG_A, NEW_ID)), {
        apaar: GIVEN,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      });
      return batch.commit();
    },
  },
];
