import { formatIndianMobile } from '@village/model/phone';
import { detailValueText, type DetailWords } from '@village/model/student-detail-labels';
import {
  recordedDetailFields,
  type DetailGroup,
  type DetailGroupName,
} from '@village/model/student-details';
import type { TranslateOf } from '../../../lib/i18n/messages';
import type { StudentDetailTexts } from './messages';

type Translate = TranslateOf<StudentDetailTexts>;

/** The model's words for values (choices, yes / no, units), in the reader's language. */
function detailWords(t: Translate): DetailWords {
  return {
    choice: (table, value) => t(`option.${table}.${value}` as keyof StudentDetailTexts & string),
    yes: t('yes'),
    no: t('no'),
    unit: (unit) => t(`unit.${unit}`),
  };
}

/** A group's recorded fields as label and value, in the form's order, in the reader's words. */
export function detailLines<G extends DetailGroupName>(
  name: G,
  group: DetailGroup<G>,
  t: Translate,
): Array<{ field: string; label: string; text: string }> {
  const words = detailWords(t);
  return recordedDetailFields(name, group).map(({ field, spec, value }) => ({
    field,
    label: t(`field.${field}`),
    text: detailValueText(spec, value, formatIndianMobile, words),
  }));
}
