import { describe, expect, it } from 'vitest';
import type { Activity } from './activity';
import type { AuditEntry } from './audit';
import { childDataFileName, childDataText, type ChildDataInput } from './child-data';
import { CHILD_DATA_FIELD_LABELS } from './child-data-words';
import { plainValue } from './firestore-values';
import { categoryForLevel } from './levels';
import { studentDocSchema, type Student } from './student';
import { DETAIL_GROUP_NAMES, emptyStudentDetails } from './student-details';

// 2026-11-27 10:00 in India.
const NOW = new Date('2026-11-27T04:30:00Z');

/** The student document as stored (what the server gives, timestamps as Dates). */
function storedStudent(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ravi Kumar',
    studentId: 'NPS-0042',
    dateOfBirth: '2014-06-05',
    gender: 'male',
    educationLevel: '7th Standard',
    category: categoryForLevel('7th Standard'),
    course: '',
    school: 'Narela Government School',
    address: 'House 12, Main Road, Narela',
    location: { latitude: 28.8526, longitude: 77.0929 },
    parentName: 'Rajesh Kumar',
    parentContact: '+919876543210',
    parentOccupation: 'Farmer',
    enrollmentDate: '2020-04-02',
    status: 'active',
    section: 'B',
    admissionNumber: 'ADM/12',
    createdBy: 'uid-asha',
    updatedBy: 'uid-asha',
    createdAt: new Date('2024-01-10T10:00:00Z'),
    updatedAt: new Date('2026-11-01T06:00:00Z'),
    ...patch,
  };
}

/** The student as the web reads it: the stored document through the model's schema. */
function studentOf(stored: Record<string, unknown>): Student {
  return { ...studentDocSchema.parse(stored), id: 'stu-1' };
}

function input(patch: Partial<ChildDataInput> = {}): ChildDataInput {
  const stored = patch.storedStudent ?? storedStudent();
  return {
    student: studentOf({ ...stored }),
    storedStudent: stored,
    aadhaar: null,
    storedConsents: null,
    activities: [],
    auditEntries: [],
    organizationName: 'Narela Public School',
    exporterName: 'Asha Verma',
    now: NOW,
    ...patch,
  };
}

const fileOf = (patch: Partial<ChildDataInput> = {}) =>
  JSON.parse(childDataText(input(patch))) as Record<string, unknown>;

const activity = (patch: Partial<Activity>): Activity => ({
  id: 'act',
  type: 'add',
  action: 'New student added',
  student: 'Ravi Kumar',
  studentRef: 'stu-1',
  at: new Date('2024-01-10T10:00:00Z'),
  by: 'uid-asha',
  byName: 'Asha Verma',
  ...patch,
});

const showEntry = (patch: Partial<AuditEntry>): AuditEntry => ({
  action: 'identity_shown',
  actor: { uid: 'uid-meena', name: 'Meena Devi', email: 'meena@example.in' },
  target: { uid: null, name: 'Ravi Kumar', email: '' },
  fromRole: null,
  toRole: null,
  at: new Date('2025-03-01T09:00:00Z'),
  ...patch,
});

describe('childDataText', () => {
  it('is pretty-printed JSON, its sections in order', () => {
    const text = childDataText(input({ aadhaar: '234567890124' }));
    expect(text).toContain('\n  "About this file": {\n    "Organization": "Narela Public School"');
    expect(text.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'About this file',
      'Student',
      'Aadhaar number',
      'Consents',
      'History',
    ]);
  });

  it('says who exported it, when, for which organization, and what it holds', () => {
    expect(fileOf()['About this file']).toEqual({
      Organization: 'Narela Public School',
      'Exported on': '2026-11-27',
      'Exported by': 'Asha Verma',
      Note: expect.stringMatching(
        /^This file holds everything Narela Public School holds about Ravi Kumar in Village Education: /,
      ) as unknown,
    });
  });

  it('gives the register fields with readable labels and values', () => {
    expect(fileOf().Student).toEqual({
      'Full Name': 'Ravi Kumar',
      'Student ID': 'NPS-0042',
      'Admission No.': 'ADM/12',
      'Admission No. also held by': 'No one else',
      'Date of Birth': '2014-06-05',
      Gender: 'Male',
      'Education Level': '7th Standard',
      Category: 'Secondary',
      Course: 'Not recorded',
      Section: 'B',
      'School / College': 'Narela Government School',
      'Enrollment Date': '2020-04-02',
      Status: 'Active',
      'Parent / Guardian Name': 'Rajesh Kumar',
      'Parent / Guardian Mobile': '+91 98765 43210',
      'Parent / Guardian Occupation': 'Farmer',
      Address: 'House 12, Main Road, Narela',
      'Location on the map': { Latitude: 28.8526, Longitude: 77.0929 },
      'Record created on': '2024-01-10 15:30 IST',
      'Record created by (account ID)': 'uid-asha',
      'Record last changed on': '2026-11-01 11:30 IST',
      'Record last changed by (account ID)': 'uid-asha',
      'Last year-end progression': 'Not recorded',
      'Transfer certificate': 'Not recorded',
    });
  });

  it('gives each More details group that has something, in words', () => {
    const file = fileOf({
      storedStudent: storedStudent({
        family: { motherName: 'Sunita Devi', alternateMobile: '+919812345678' },
        identity: { pen: '12345678901', aadhaarLastFour: '0124', aadhaarKind: 'aadhaar' },
        social: { socialCategory: 'sc', bpl: true, ews: false },
        needs: { cwsn: true, impairments: ['lowVision', 'hearing'], disabilityPercent: 40 },
        otherDetails: { heightCm: 140, pincode: '110040' },
        enrolment: { rte: false },
        facilities: { midDayMeal: true },
      }),
    });
    expect(file.Family).toEqual({
      "Mother's Name": 'Sunita Devi',
      'Alternate Mobile': '+91 98123 45678',
    });
    // The Aadhaar number's last four and kind are said in its own section.
    expect(file['Identity numbers']).toEqual({ 'PEN (UDISE+)': '12345678901' });
    expect(file['Social category']).toEqual({
      'Social Category': 'SC',
      BPL: 'Yes',
      'EWS / disadvantaged group': 'No',
    });
    expect(file['Special needs']).toEqual({
      'Child with special needs': 'Yes',
      'Impairment types': 'Low vision, Hearing impairment (deaf and hard of hearing)',
      'Disability percentage': '40%',
    });
    expect(file['Other details']).toEqual({ 'Height (cm)': '140 cm', 'PIN code': '110040' });
    expect(file.Enrolment).toEqual({ 'Admitted under RTE 12(1)(c)': 'No' });
    expect(file['Facilities received this year']).toEqual({ 'Mid-day meal': 'Yes' });
  });

  it('leaves out a group with nothing recorded, and the identity group with only the number', () => {
    const file = fileOf({
      storedStudent: storedStudent({ identity: { aadhaarLastFour: '0124' }, family: {} }),
    });
    expect(file).not.toHaveProperty('Identity numbers');
    expect(file).not.toHaveProperty('Family');
  });

  it('gives the Aadhaar number whole, or says it was not read, or not recorded', () => {
    const stored = storedStudent({ identity: { aadhaarLastFour: '0124', aadhaarKind: 'aadhaar' } });
    expect(fileOf({ storedStudent: stored, aadhaar: '234567890124' })['Aadhaar number']).toEqual({
      Number: '2345 6789 0124',
      Kind: 'Aadhaar number',
    });
    const enrolmentId = '1234567890123420250115103000';
    expect(fileOf({ aadhaar: enrolmentId })['Aadhaar number']).toEqual({
      Number: enrolmentId,
      Kind: 'Aadhaar enrolment ID',
    });
    expect(fileOf({ storedStudent: stored })['Aadhaar number']).toEqual({
      Number: 'XXXX XXXX 0124',
      Kind: 'Aadhaar number',
      Note: 'Only the last four digits could be read',
    });
    expect(fileOf()['Aadhaar number']).toBe('Not recorded');
  });

  it('gives each consent: by whom, their relation, when given and withdrawn', () => {
    const file = fileOf({
      storedConsents: {
        apaar: { givenBy: 'Sunita Devi', relation: 'mother', givenOn: '2025-06-01' },
        photos: {
          givenBy: 'Rajesh Kumar',
          relation: 'father',
          givenOn: '2025-06-01',
          withdrawnOn: '2025-09-10',
        },
        updatedAt: new Date('2025-09-10T05:00:00Z'),
        updatedBy: 'uid-asha',
      },
    });
    expect(file.Consents).toEqual({
      'Creating an APAAR ID': {
        'Given by': 'Sunita Devi',
        'Relation to the child': 'Mother',
        'Given on': '2025-06-01',
        'Withdrawn on': 'Not withdrawn',
      },
      'Photos of the child': {
        'Given by': 'Rajesh Kumar',
        'Relation to the child': 'Father',
        'Given on': '2025-06-01',
        'Withdrawn on': '2025-09-10',
      },
      'Sharing details outside the school': 'Not recorded',
      'Consents last changed on': '2025-09-10 10:30 IST',
      'Consents last changed by (account ID)': 'uid-asha',
    });
  });

  it('keeps what of the consents it cannot read, as stored', () => {
    const consents = fileOf({
      storedConsents: { sharing: { givenBy: '', relation: 'aunt' }, note: 'asked twice' },
    }).Consents as Record<string, unknown>;
    expect(consents['Sharing details outside the school']).toBe('Not recorded');
    expect(consents.sharing).toEqual({ givenBy: '', relation: 'aunt' });
    expect(consents.note).toBe('asked twice');
  });

  it('gives the history, activity and History entries together, oldest first', () => {
    const file = fileOf({
      activities: [
        activity({
          type: 'update',
          action: 'Student record updated',
          at: new Date('2025-08-01T05:00:00Z'),
        }),
        activity({ byName: '' }),
      ],
      auditEntries: [showEntry({})],
    });
    expect(file.History).toEqual([
      { When: '2024-01-10 15:30 IST', What: 'New student added', By: 'Someone' },
      {
        When: '2025-03-01 14:30 IST',
        What: "Meena Devi viewed Ravi Kumar's Aadhaar number",
        By: 'Meena Devi',
      },
      { When: '2025-08-01 10:30 IST', What: 'Student record updated', By: 'Asha Verma' },
    ]);
  });

  it('gives an empty student with every register field, and nothing made up', () => {
    const stored = storedStudent({
      studentId: null,
      dateOfBirth: null,
      gender: null,
      address: '',
      location: null,
      parentName: '',
      parentContact: '',
      parentOccupation: '',
      enrollmentDate: null,
      section: '',
      admissionNumber: '',
    });
    const file = fileOf({ storedStudent: stored });
    expect(Object.keys(file)).toEqual([
      'About this file',
      'Student',
      'Aadhaar number',
      'Consents',
      'History',
    ]);
    const student = file.Student as Record<string, unknown>;
    expect(Object.keys(student)).toEqual(Object.values(CHILD_DATA_FIELD_LABELS));
    for (const label of [
      'Student ID',
      'Date of Birth',
      'Gender',
      'Address',
      'Location on the map',
      'Parent / Guardian Mobile',
      'Enrollment Date',
      'Admission No.',
    ]) {
      expect(student[label]).toBe('Not recorded');
    }
    expect(file.Consents).toEqual({
      'Creating an APAAR ID': 'Not recorded',
      'Photos of the child': 'Not recorded',
      'Sharing details outside the school': 'Not recorded',
    });
    expect(file.History).toEqual([]);
  });

  it('drops nothing of the student document: every stored key is said somewhere', () => {
    // Every field the model knows has a label (or is a detail group).
    const known = Object.keys(studentDocSchema.shape);
    const labelled = [
      ...Object.keys(CHILD_DATA_FIELD_LABELS),
      ...(DETAIL_GROUP_NAMES as readonly string[]),
    ];
    expect([...labelled].sort()).toEqual([...known].sort());

    // A field the model does not know, and one inside a group, go in as they are.
    const stored = storedStudent({
      ...emptyStudentDetails(),
      photoUrl: 'gs://bucket/ravi.jpg',
      importedAt: new Date('2025-01-01T00:00:00Z'),
      legacy: { roll: 7, tags: ['a'], at: { toDate: () => new Date('2020-05-05T00:00:00Z') } },
      family: { motherName: 'Sunita Devi', grandmotherName: 'Kamla Devi' },
    });
    const file = fileOf({ storedStudent: stored });
    expect(file['Other stored fields']).toEqual({
      photoUrl: 'gs://bucket/ravi.jpg',
      importedAt: '2025-01-01T00:00:00.000Z',
      legacy: { roll: 7, tags: ['a'], at: '2020-05-05T00:00:00.000Z' },
    });
    expect(file.Family).toEqual({
      "Mother's Name": 'Sunita Devi',
      grandmotherName: 'Kamla Devi',
    });
    const unknownKeys = Object.keys(stored).filter((key) => !known.includes(key));
    expect(Object.keys(file['Other stored fields'] as object)).toEqual(unknownKeys);
  });
});

describe('plainValue', () => {
  it('gives timestamps as instants, geopoints by their coordinates, references by path', () => {
    class GeoPoint {
      get latitude() {
        return 1;
      }
      get longitude() {
        return 2;
      }
    }
    class Reference {
      path = 'organizations/o/students/s';
      firestore = {};
    }
    expect(plainValue(new GeoPoint())).toEqual({ latitude: 1, longitude: 2 });
    expect(plainValue(new Reference())).toBe('organizations/o/students/s');
    expect(plainValue({ toDate: () => new Date('2026-01-01T00:00:00Z') })).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(plainValue(undefined)).toBeNull();
  });
});

describe('childDataFileName', () => {
  it('is the name as an ASCII slug, then the day in India', () => {
    expect(childDataFileName('Ravi Kumar', NOW)).toBe('ravi-kumar-data-2026-11-27.json');
    expect(childDataFileName("  D'Souza, Ánjali ", NOW)).toBe(
      'd-souza-anjali-data-2026-11-27.json',
    );
    // 20:00 UTC is the next day in India.
    expect(childDataFileName('Ravi', new Date('2026-11-27T20:00:00Z'))).toBe(
      'ravi-data-2026-11-28.json',
    );
  });

  it('calls a Hindi-only name "student", and keeps the Latin part of a mixed one', () => {
    expect(childDataFileName('रवि कुमार', NOW)).toBe('student-data-2026-11-27.json');
    expect(childDataFileName('रवि Kumar', NOW)).toBe('kumar-data-2026-11-27.json');
  });
});
