// One import field's cell read as the app's value: gender, status and coordinates here, the other
// fields by their own readers; and how the preview shows what will be stored.
import { GENDERS, GENDER_LABELS, type Gender } from '../filters';
import { EDUCATION_LEVELS } from '../levels';
import { formatIndianMobile } from '../phone';
import { detailValueText } from '../student-detail-labels';
import { detailFieldSpec } from '../student-details';
import { todayIso } from '../dates';
import { admissionNumberKey } from '../admission-number-key';
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES, type StudentStatus } from '../student';
import { fillTemplate } from '../template';
import type { ImportField } from './columns';
import { readEducationLevel } from './read-class';
import { formatImportDate, readRegisterDate } from './read-date';
import { readDetailCell } from './read-details';
import { readMobile } from './read-mobile';
import { refused, REGISTER_PROBLEMS, wordKey, wordTable, type ValueReading } from './read-text';

// --- Gender ---------------------------------------------------------------------------------

const GENDER_WORDS = wordTable<Gender>([
  ['male', ['male', 'm', 'boy', 'b', 'man', 'ladka', 'पुरुष', 'लड़का', 'बालक']],
  ['female', ['female', 'f', 'girl', 'g', 'woman', 'ladki', 'महिला', 'स्त्री', 'लड़की', 'बालिका']],
  [
    'other',
    [
      'other',
      'others',
      'o',
      'transgender',
      'trans',
      'third gender',
      't',
      'tg',
      'अन्य',
      'ट्रांसजेंडर',
      'किन्नर',
    ],
  ],
]);

/** "F", "girl", "लड़की" → female; blank → null. */
export function readGender(text: string): ValueReading<Gender | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const gender = GENDER_WORDS.get(wordKey(text));
  return gender ? { ok: true, value: gender } : refused(REGISTER_PROBLEMS.gender);
}

// --- Status ---------------------------------------------------------------------------------

const STATUS_WORDS = wordTable<StudentStatus>([
  ['active', ['active', 'studying', 'current', 'enrolled', 'continuing', 'अध्ययनरत', 'सक्रिय']],
  [
    'graduated',
    ['graduated', 'passed out', 'pass out', 'passout', 'alumni', 'alumnus', 'alumna', 'उत्तीर्ण'],
  ],
  [
    'left',
    [
      'left',
      'tc issued',
      'tc',
      'transferred',
      'dropped out',
      'discontinued',
      'विद्यालय छोड़ चुके',
      'छोड़ दिया',
    ],
  ],
]);

/** "Active", "Studying" → active; "Graduated", "Passed out", "Alumni" → graduated; blank → active. */
export function readStatus(text: string): ValueReading<StudentStatus> {
  if (text.trim() === '') return { ok: true, value: 'active' };
  const status = STATUS_WORDS.get(wordKey(text));
  return status ? { ok: true, value: status } : refused(REGISTER_PROBLEMS.status);
}

// --- Coordinates ----------------------------------------------------------------------------

/** A latitude (−90 to 90) or longitude (−180 to 180) as a number; blank → null. */
export function readCoordinate(
  text: string,
  field: 'latitude' | 'longitude',
): ValueReading<number | null> {
  const value = text.trim();
  if (value === '') return { ok: true, value: null };
  const limit = field === 'latitude' ? 90 : 180;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit
    ? { ok: true, value: number }
    : refused(fillTemplate(REGISTER_PROBLEMS.coordinate, { limit }));
}

// --- Per import field -----------------------------------------------------------------------

const shown = <T>(reading: ValueReading<T>, show: (value: T) => string) =>
  reading.ok ? { ok: true as const, shown: show(reading.value) } : reading;

/**
 * For one import field and one cell text: what will be stored, shown in words ("VII" → "7th
 * Standard", "F" → "Female", "9876543210" → "+91 98765 43210", "5/6/12" → "05-06-2012"); or the
 * problem. Blank shows as "" (a blank status as Active, which it stores). Fields without reading
 * (name, school, …) return the trimmed text.
 */
export function readImportValue(
  field: ImportField,
  text: string,
  today: string = todayIso(),
): { ok: true; shown: string } | { ok: false; problem: string } {
  switch (field) {
    case 'gender':
      return shown(readGender(text), (gender) => (gender ? GENDER_LABELS[gender] : ''));
    case 'educationLevel':
      return shown(readEducationLevel(text), (level) => level ?? '');
    case 'dateOfBirth':
    case 'enrollmentDate':
      return shown(readRegisterDate(text, field, today), formatImportDate);
    case 'parentContact':
      return shown(readMobile(text), formatIndianMobile);
    case 'status':
      return shown(readStatus(text), (status) => STUDENT_STATUS_LABELS[status]);
    case 'latitude':
    case 'longitude':
      return shown(readCoordinate(text, field), (number) =>
        number === null ? '' : String(number),
      );
    case 'admissionNumber':
      // Stored as its key, so that "adm 9" and "ADM9" are one number.
      return { ok: true, shown: admissionNumberKey(text) };
    default: {
      const spec = detailFieldSpec(field);
      if (!spec) return { ok: true, shown: text.trim() };
      return shown(readDetailCell(spec, text), (value) =>
        value === undefined ? '' : detailValueText(spec, value, formatIndianMobile),
      );
    }
  }
}

/**
 * The known values a user may map an unknown value to, per enumerated field (gender,
 * educationLevel, status): labels as the app shows them, which the readers read back. Null for
 * the other fields.
 */
export function importChoices(field: ImportField): readonly string[] | null {
  switch (field) {
    case 'gender':
      return GENDERS.map((gender) => GENDER_LABELS[gender]);
    case 'educationLevel':
      return EDUCATION_LEVELS;
    case 'status':
      return STUDENT_STATUSES.map((status) => STUDENT_STATUS_LABELS[status]);
    default:
      return null;
  }
}

export type ShownReading = ReturnType<typeof readImportValue>;

/**
 * readImportValue, once per distinct value of each field: a register of 20,000 rows holds few
 * distinct genders, classes or statuses, and the preview reads each of them once.
 */
export function cachedValueReader(): (field: ImportField, text: string) => ShownReading {
  const cache = new Map<ImportField, Map<string, ShownReading>>();
  return (field, text) => {
    let byText = cache.get(field);
    if (!byText) cache.set(field, (byText = new Map()));
    let reading = byText.get(text);
    if (!reading) byText.set(text, (reading = readImportValue(field, text)));
    return reading;
  };
}
