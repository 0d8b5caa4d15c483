import { formatIndianMobile } from '@village/model/phone';
import {
  recordedDetailFields,
  type DetailFieldSpec,
  type DetailGroup,
  type DetailGroupName,
} from '@village/model/student-details';
import type { TranslateOf } from '../../../lib/i18n/messages';
import type { StudentDetailTexts } from './messages';

type Translate = TranslateOf<StudentDetailTexts>;

/** A recorded value in the reader's words: choices by their labels, yes / no, units. */
export function detailValueText(spec: DetailFieldSpec, value: unknown, t: Translate): string {
  switch (spec.kind) {
    case 'choice':
      return t(`option.${spec.table}.${String(value)}` as keyof StudentDetailTexts & string);
    case 'multi':
      return (value as unknown[])
        .map((item) =>
          t(`option.${spec.table}.${String(item)}` as keyof StudentDetailTexts & string),
        )
        .join(', ');
    case 'yesNo':
      return value ? t('yes') : t('no');
    case 'number':
      return spec.unit === '%' ? `${String(value)}%` : `${String(value)} ${t(`unit.${spec.unit}`)}`;
    case 'phone':
      return formatIndianMobile(String(value));
    default:
      return String(value);
  }
}

/** A group's recorded fields as label and value, in the form's order. */
export function detailLines<G extends DetailGroupName>(
  name: G,
  group: DetailGroup<G>,
  t: Translate,
): Array<{ field: string; label: string; text: string }> {
  return recordedDetailFields(name, group).map(({ field, spec, value }) => ({
    field,
    label: t(`field.${field}`),
    text: detailValueText(spec, value, t),
  }));
}
