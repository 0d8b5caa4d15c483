// A student's field in words, as the profile shows it: the edit's conflict dialog says both values
// with it.
import { GENDER_LABELS } from './filters';
import { formatIndianMobile } from './phone';
import { DETAIL_FIELD_LABELS, detailValueText } from './student-detail-labels';
import { recordedDetailFields } from './student-details';
import { STUDENT_STATUS_LABELS, type LatLng, type StudentStatus } from './student';
import { isDetailGroup, type StudentField } from './student-edit';
import type { StudentInput } from './student';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2012-03-15" → "15 March 2012", as the profile shows dates. */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** A field's value in words, as the profile would show it; an empty value is "Not recorded". */
export function studentFieldText<K extends StudentField>(field: K, value: StudentInput[K]): string {
  if (value === null || value === '') return 'Not recorded';
  if (isDetailGroup(field)) {
    const lines = recordedDetailFields(field, value as never).map(
      (line) =>
        `${DETAIL_FIELD_LABELS[line.field]}: ${detailValueText(line.spec, line.value, formatIndianMobile)}`,
    );
    return lines.length === 0 ? 'Not recorded' : lines.join('\n');
  }
  switch (field) {
    case 'dateOfBirth':
    case 'enrollmentDate':
      return longDate(value as string);
    case 'gender':
      return GENDER_LABELS[value as keyof typeof GENDER_LABELS];
    case 'parentContact':
      return formatIndianMobile(value as string);
    case 'location': {
      const { lat, lng } = value as LatLng;
      return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
    }
    case 'status':
      return STUDENT_STATUS_LABELS[value as StudentStatus];
    default:
      return String(value);
  }
}
