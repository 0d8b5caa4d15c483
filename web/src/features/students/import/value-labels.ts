import { GENDER_LABELS, GENDERS } from '@village/model/filters';
import { isEducationLevel } from '@village/model/levels';
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from '@village/model/student';
import type { ImportField } from '@village/model/import/columns';
import type { Translate } from '../../../lib/i18n/catalog';
import { genderLabel, levelLabel } from '../../../lib/i18n/labels';
import type { ImportTexts } from './messages';

/**
 * A known value of a field with a list of values (importChoices, and what readImportValue shows
 * for it: "Female", "7th Standard", "Active") in the reader's language. The English label stays
 * the value chosen and read back; only what is shown changes. Other text is shown as it is.
 */
export function valueLabel(
  field: ImportField,
  english: string,
  t: ImportTexts,
  core: Translate,
): string {
  if (field === 'gender') {
    const gender = GENDERS.find((value) => GENDER_LABELS[value] === english);
    return gender ? genderLabel(gender, core) : english;
  }
  if (field === 'educationLevel')
    return isEducationLevel(english) ? levelLabel(english, core) : english;
  if (field === 'status') {
    const status = STUDENT_STATUSES.find((value) => STUDENT_STATUS_LABELS[value] === english);
    return status ? t(`status.${status}`) : english;
  }
  return english;
}
