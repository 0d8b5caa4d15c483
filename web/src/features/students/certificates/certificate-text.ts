import {
  printedParentName,
  transferCertificateNumberText,
  transferCertificateSnapshot,
  type TransferCertificateDetails,
  type TransferCertificateSnapshot,
} from '@village/model/certificates';
import type { EducationLevel } from '@village/model/levels';
import type { Student } from '@village/model/student';
import type { Language } from '../../../lib/i18n/catalog';
import type { TranslateOf } from '../../../lib/i18n/messages';
import { longDate } from '../components/long-date';
import type { CertificateTexts } from './messages';

export type CertificateTranslate = TranslateOf<CertificateTexts>;

/**
 * The class as certificates write it, in the printout's language: "Class 7-A" (the model's
 * classLabel, which the English gives exactly), "कक्षा 7-A"; a degree keeps its name.
 */
export function classText(level: EducationLevel, section: string, t: CertificateTranslate): string {
  const standard = /^(\d+)(st|nd|rd|th) Standard$/.exec(level);
  const name = standard
    ? t('class.standard', { number: standard[1]! })
    : level === 'Diploma' || level === 'Post Doctorate'
      ? t(`class.${level}`)
      : level;
  const trimmed = section.trim();
  return trimmed ? `${name}-${trimmed}` : name;
}

/**
 * The parent a certificate names: the guardian of the register, else the father, else the mother
 * (More details, Family); '' when none is recorded.
 */
export function parentNameOf(student: Student): string {
  return printedParentName(transferCertificateSnapshot(student, null));
}

/** The roll number of More details (Enrolment), '' when not recorded. */
export function rollNumberOf(student: Student): string {
  const enrolment = student.enrolment as { rollNumber?: string };
  return enrolment.rollNumber?.trim() ?? '';
}

/** The bonafide certificate's sentence: son / daughter / child of the parent, or no relation. */
export function bonafideBody(
  student: Student,
  academicYear: string,
  t: CertificateTranslate,
): string {
  const parent = parentNameOf(student);
  const values = {
    name: student.name,
    parent,
    class: classText(student.educationLevel, student.section, t),
    year: academicYear,
  };
  if (!parent) return t('bonafide.body.noParent', values);
  if (student.gender === 'male') return t('bonafide.body.male', values);
  if (student.gender === 'female') return t('bonafide.body.female', values);
  return t('bonafide.body.child', values);
}

/** The lines under the sentence, each only when recorded: date of birth, admission number. */
export function bonafideRecordLines(
  student: Student,
  language: Language,
  t: CertificateTranslate,
): string[] {
  const lines: string[] = [];
  if (student.dateOfBirth)
    lines.push(t('bonafide.dateOfBirth', { date: longDate(student.dateOfBirth, language) }));
  if (student.admissionNumber)
    lines.push(t('bonafide.admissionNumber', { number: student.admissionNumber }));
  return lines;
}

/** The ID cards' sheets: eight cards to an A4 sheet. */
export const CARDS_PER_SHEET = 8;

export function sheetsOf<T>(items: readonly T[], perSheet = CARDS_PER_SHEET): T[][] {
  const sheets: T[][] = [];
  for (let at = 0; at < items.length; at += perSheet) sheets.push(items.slice(at, at + perSheet));
  return sheets;
}

/** "TC No. 17" (the model's words in English), "टीसी संख्या 17". */
export function tcNumberText(number: number, language: Language, t: CertificateTranslate): string {
  return language === 'en' ? transferCertificateNumberText(number) : t('tc.number', { number });
}

/**
 * The student a TC prints: as they were the day it was issued (its snapshot); a TC issued before
 * snapshots were kept prints the student as they are now.
 */
export function printedStudentOf(
  student: Student,
  certificate: { snapshot?: TransferCertificateSnapshot },
): TransferCertificateSnapshot {
  return certificate.snapshot ?? transferCertificateSnapshot(student, null);
}

/** The rows of a transfer certificate as state boards print them: '' where nothing is recorded. */
export function transferCertificateRows(
  student: Student,
  certificate: TransferCertificateDetails & {
    issuedOn: string;
    snapshot?: TransferCertificateSnapshot;
  },
  language: Language,
  t: CertificateTranslate,
): { label: string; value: string }[] {
  const date = (iso: string | null) => (iso ? longDate(iso, language) : '');
  const printed = printedStudentOf(student, certificate);
  return [
    { label: t('tc.row.admissionNumber'), value: printed.admissionNumber },
    { label: t('tc.row.name'), value: printed.name },
    { label: t('tc.row.parent'), value: printedParentName(printed) },
    { label: t('tc.row.dateOfBirth'), value: date(printed.dateOfBirth) },
    { label: t('tc.row.admissionDate'), value: date(printed.admissionDate) },
    {
      label: t('tc.row.classLastStudied'),
      value: classText(printed.educationLevel, printed.section, t),
    },
    { label: t('tc.row.leavingDate'), value: date(certificate.leavingDate) },
    {
      label: t('tc.row.qualified'),
      value: t(`qualified.${certificate.qualifiedForPromotion}`),
    },
    { label: t('tc.row.conduct'), value: certificate.conduct },
    { label: t('tc.row.reason'), value: certificate.reasonForLeaving },
    { label: t('tc.row.issuedOn'), value: date(certificate.issuedOn) },
  ];
}
