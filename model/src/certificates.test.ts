import { describe, expect, it } from 'vitest';
import {
  issueKeySchema,
  printedParentName,
  transferCertificateSnapshot,
  type TransferCertificateSource,
} from './certificates';
import { issueTransferCertificateInputSchema } from './school-year-callables';

const student: TransferCertificateSource = {
  admissionNumber: ' ADM/7 ',
  name: ' Ravi Kumar ',
  parentName: '',
  family: { fatherName: ' Mohan Kumar ', motherName: 'Kamla Devi' },
  dateOfBirth: '2011-01-26',
  enrollmentDate: null,
  educationLevel: '9th Standard',
  section: 'B ',
};

describe('a transfer certificate’s snapshot', () => {
  it('copies the student, the class being theirs at issue when no year record is given', () => {
    expect(transferCertificateSnapshot(student, null)).toEqual({
      admissionNumber: 'ADM/7',
      name: 'Ravi Kumar',
      guardianName: '',
      fatherName: 'Mohan Kumar',
      motherName: 'Kamla Devi',
      dateOfBirth: '2011-01-26',
      admissionDate: null,
      educationLevel: '9th Standard',
      section: 'B',
      classYear: null,
    });
  });

  it('takes the class last studied from the year record when given', () => {
    const year = { startYear: 2026, educationLevel: '8th Standard' as const, section: 'A' };
    expect(transferCertificateSnapshot(student, year)).toMatchObject({
      educationLevel: '8th Standard',
      section: 'A',
      classYear: 2026,
    });
  });

  it('names the guardian, else the father, else the mother', () => {
    const snapshot = transferCertificateSnapshot(student, null);
    expect(printedParentName(snapshot)).toBe('Mohan Kumar');
    expect(printedParentName({ ...snapshot, guardianName: 'Suresh' })).toBe('Suresh');
    expect(printedParentName({ ...snapshot, fatherName: '' })).toBe('Kamla Devi');
    expect(printedParentName({ ...snapshot, fatherName: '', motherName: '' })).toBe('');
  });
});

describe('the issue key', () => {
  it('is 16 to 64 letters, digits, - or _', () => {
    expect(issueKeySchema.safeParse('a'.repeat(16)).success).toBe(true);
    expect(issueKeySchema.safeParse('0f3A-_'.repeat(10)).success).toBe(true);
    expect(issueKeySchema.safeParse('a'.repeat(15)).success).toBe(false);
    expect(issueKeySchema.safeParse('a'.repeat(65)).success).toBe(false);
    expect(issueKeySchema.safeParse('key with spaces!').success).toBe(false);
  });

  it('is required by the callable’s input', () => {
    const input = {
      orgId: 'org-1',
      studentDocId: 'stu-1',
      details: {
        leavingDate: '2027-03-31',
        reasonForLeaving: '',
        conduct: '',
        qualifiedForPromotion: 'yes',
      },
    };
    expect(issueTransferCertificateInputSchema.safeParse(input).success).toBe(false);
    const keyed = { ...input, issueKey: 'k'.repeat(32) };
    expect(issueTransferCertificateInputSchema.safeParse(keyed).success).toBe(true);
  });
});
