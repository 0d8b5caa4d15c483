import { describe, expect, it } from 'vitest';
import { formatIndianMobile } from './phone';
import { DETAIL_FIELD_LABELS, DETAIL_GROUP_LABELS, detailValueText } from './student-detail-labels';
import { studentDetailsSchema } from './student-details-schema';
import {
  DETAIL_CHOICE_TABLES,
  DETAIL_GROUP_NAMES,
  emptyStudentDetails,
  recordedDetailFields,
  recordedFieldCount,
  sameDetailGroup,
  STUDENT_DETAIL_GROUPS,
  type DetailGroupName,
} from './student-details';
import { studentFieldText } from './student-field-text';

/** One group parsed by the details schema (the others left out): its stored form, or the error. */
function parseGroup(group: DetailGroupName, draft: Record<string, unknown> | null) {
  return studentDetailsSchema.shape[group].safeParse(draft);
}

function stored(group: DetailGroupName, draft: Record<string, unknown>) {
  const result = parseGroup(group, draft);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data as Record<string, unknown>;
}

const refused = (group: DetailGroupName, draft: Record<string, unknown>) =>
  parseGroup(group, draft).success === false;

describe('studentDetailsSchema', () => {
  it('gives every group, empty, for a student with nothing recorded', () => {
    expect(studentDetailsSchema.parse({})).toEqual(emptyStudentDetails());
    expect(studentDetailsSchema.parse({ family: null, needs: {} })).toEqual(emptyStudentDetails());
  });

  it("keeps only recorded fields: '', blanks, null and [] are not recorded", () => {
    expect(
      stored('family', {
        motherName: '',
        fatherName: '   ',
        alternateMobile: null,
        email: undefined,
      }),
    ).toEqual({});
    expect(stored('needs', { impairments: [], cwsn: null, disabilityPercent: '' })).toEqual({});
    expect(Object.keys(stored('social', { socialCategory: 'sc', minorityGroup: '' }))).toEqual([
      'socialCategory',
    ]);
  });

  it('trims text and keeps false as a recorded answer', () => {
    expect(stored('family', { motherName: '  Sunita Devi ' })).toEqual({
      motherName: 'Sunita Devi',
    });
    expect(stored('social', { bpl: false })).toEqual({ bpl: false });
  });

  it('stores a mobile as +91 and ten digits, however it was typed', () => {
    for (const typed of ['91234 56789', '+91-91234-56789', '091234 56789', '+919123456789'])
      expect(stored('family', { alternateMobile: typed })).toEqual({
        alternateMobile: '+919123456789',
      });
    expect(refused('family', { alternateMobile: '51234 56789' })).toBe(true);
    expect(refused('family', { alternateMobile: '12345' })).toBe(true);
  });

  it('checks the email and the text limits', () => {
    expect(stored('family', { email: 'a@b.in' })).toEqual({ email: 'a@b.in' });
    expect(refused('family', { email: 'sunita' })).toBe(true);
    expect(refused('family', { email: 'sunita devi@example.com' })).toBe(true);
    expect(refused('family', { email: `${'x'.repeat(250)}@ex.com` })).toBe(true);
    expect(refused('family', { motherName: 'x'.repeat(101) })).toBe(true);
    expect(refused('enrolment', { rollNumber: 'R#12' })).toBe(true);
    expect(refused('enrolment', { rollNumber: 'x'.repeat(11) })).toBe(true);
    expect(refused('otherDetails', { pincode: '011004' })).toBe(true);
  });

  it('stores PEN and APAAR ID as digits, typed with spaces or hyphens', () => {
    expect(stored('identity', { pen: '1234 5678 901', apaarId: '1234-5678-9012' })).toEqual({
      pen: '12345678901',
      apaarId: '123456789012',
    });
    expect(refused('identity', { pen: '1234567890' })).toBe(true);
    expect(refused('identity', { apaarId: '12345678901A' })).toBe(true);
  });

  it('keeps the last four digits of an Aadhaar number and its kind, never more', () => {
    expect(stored('identity', { aadhaarLastFour: '0124', aadhaarKind: 'aadhaar' })).toEqual({
      aadhaarLastFour: '0124',
      aadhaarKind: 'aadhaar',
    });
    expect(refused('identity', { aadhaarLastFour: '234567890124' })).toBe(true);
    expect(refused('identity', { aadhaarKind: 'pan' })).toBe(true);
  });

  it('reads a typed number, and refuses what is not one', () => {
    expect(stored('otherDetails', { heightCm: '132', weightKg: ' 28.5 ' })).toEqual({
      heightCm: 132,
      weightKg: 28.5,
    });
    expect(stored('needs', { disabilityPercent: '42' })).toEqual({ disabilityPercent: 42 });
    for (const typed of ['4x', '0x1A', '1e2', 'Infinity', '4,5', '.5'])
      expect(refused('needs', { disabilityPercent: typed }), typed).toBe(true);
  });

  it('refuses fractions where the model says whole, and numbers out of range', () => {
    expect(refused('needs', { disabilityPercent: 40.5 })).toBe(true);
    expect(refused('otherDetails', { heightCm: '132.5' })).toBe(true);
    expect(stored('otherDetails', { weightKg: 2, heightCm: 250 })).toEqual({
      weightKg: 2,
      heightCm: 250,
    });
    for (const [group, field, value] of [
      ['needs', 'disabilityPercent', -1],
      ['needs', 'disabilityPercent', 101],
      ['otherDetails', 'heightCm', 29],
      ['otherDetails', 'heightCm', 251],
      ['otherDetails', 'weightKg', 1.9],
      ['otherDetails', 'weightKg', 200.1],
    ] as const)
      expect(refused(group, { [field]: value }), `${field} ${value}`).toBe(true);
  });

  it('refuses values not in a table, and answers that are not yes / no', () => {
    expect(refused('social', { socialCategory: 'SC' })).toBe(true);
    expect(refused('social', { minorityGroup: 'hindu' })).toBe(true);
    expect(refused('otherDetails', { bloodGroup: 'C+' })).toBe(true);
    expect(refused('enrolment', { stream: 'medicine' })).toBe(true);
    expect(refused('facilities', { scholarship: 'national' })).toBe(true);
    expect(refused('social', { bpl: 'yes' })).toBe(true);
    expect(refused('needs', { impairments: ['telepathy'] })).toBe(true);
    expect(refused('needs', { impairments: 'blindness' })).toBe(true);
  });

  it("keeps each impairment once, in the table's order", () => {
    expect(
      stored('needs', { impairments: ['parkinsons', 'blindness', 'hearing', 'blindness'] }),
    ).toEqual({ impairments: ['blindness', 'hearing', 'parkinsons'] });
  });
});

describe('the tables of choices', () => {
  it.each(Object.entries(DETAIL_CHOICE_TABLES))(
    '%s: values once each, labels not empty',
    (_, table) => {
      const values = table.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      for (const option of table) expect(option.label.trim()).not.toBe('');
    },
  );

  it('have a label for every group and field, and no field name twice', () => {
    const fields = DETAIL_GROUP_NAMES.flatMap((group) => Object.keys(STUDENT_DETAIL_GROUPS[group]));
    expect(new Set(fields).size).toBe(fields.length);
    expect(Object.keys(DETAIL_FIELD_LABELS).sort()).toEqual([...fields].sort());
    expect(Object.keys(DETAIL_GROUP_LABELS)).toEqual(DETAIL_GROUP_NAMES);
  });
});

describe('sameDetailGroup', () => {
  it('compares fields, lists item by item, absent as not recorded', () => {
    expect(sameDetailGroup({}, {})).toBe(true);
    expect(sameDetailGroup({ bpl: true, aay: false }, { aay: false, bpl: true })).toBe(true);
    expect(sameDetailGroup({ bpl: true }, { bpl: false })).toBe(false);
    expect(sameDetailGroup({ bpl: true }, {})).toBe(false);
    expect(sameDetailGroup({ bpl: undefined }, {})).toBe(true);
    expect(sameDetailGroup({ impairments: ['blindness'] }, { impairments: ['blindness'] })).toBe(
      true,
    );
    expect(
      sameDetailGroup({ impairments: ['blindness'] }, { impairments: ['blindness', 'hearing'] }),
    ).toBe(false);
    expect(sameDetailGroup({ impairments: ['hearing'] }, { impairments: ['blindness'] })).toBe(
      false,
    );
  });
});

describe('recorded fields', () => {
  it("lists a group's recorded fields in the form's order, with their specs", () => {
    const lines = recordedDetailFields('social', { ews: false, socialCategory: 'obc' });
    expect(lines.map((line) => [line.field, line.value])).toEqual([
      ['socialCategory', 'obc'],
      ['ews', false],
    ]);
    expect(lines[0]!.spec).toBe(STUDENT_DETAIL_GROUPS.social.socialCategory);
    expect(recordedDetailFields('family', {})).toEqual([]);
  });

  it('counts an Aadhaar number as one field', () => {
    expect(recordedFieldCount({})).toBe(0);
    expect(recordedFieldCount({ bpl: false, aay: undefined })).toBe(1);
    expect(
      recordedFieldCount({ pen: '12345678901', aadhaarLastFour: '0124', aadhaarKind: 'aadhaar' }),
    ).toBe(2);
  });

  it('say each value in words', () => {
    const { social, needs, otherDetails, family } = STUDENT_DETAIL_GROUPS;
    const words = (spec: Parameters<typeof detailValueText>[0], value: unknown) =>
      detailValueText(spec, value, formatIndianMobile);
    expect(words(social.socialCategory, 'obc')).toBe('OBC');
    expect(words(social.bpl, true)).toBe('Yes');
    expect(words(social.bpl, false)).toBe('No');
    expect(words(needs.impairments, ['blindness', 'lowVision'])).toBe('Blindness, Low vision');
    expect(words(needs.disabilityPercent, 40)).toBe('40%');
    expect(words(otherDetails.heightCm, 132)).toBe('132 cm');
    expect(words(otherDetails.weightKg, 28.5)).toBe('28.5 kg');
    expect(words(family.alternateMobile, '+919123456789')).toBe('+91 91234 56789');
    expect(words(family.motherName, 'Sunita Devi')).toBe('Sunita Devi');
  });

  it('show a group as "Label: value" lines, or Not recorded', () => {
    expect(
      studentFieldText('social', { socialCategory: 'sc', bpl: true, minorityGroup: 'none' }),
    ).toBe('Social Category: SC\nMinority Group: Not a minority\nBPL: Yes');
    expect(studentFieldText('family', {})).toBe('Not recorded');
    expect(studentFieldText('needs', { impairments: ['hearing'], disabilityPercent: 40 })).toBe(
      'Impairment types: Hearing impairment (deaf and hard of hearing)\nDisability percentage: 40%',
    );
  });
});
