import {
  DETAIL_FIELD_LABELS,
  DETAIL_GROUP_LABELS,
  YES_NO_LABELS,
} from '@village/model/student-detail-labels';
import {
  DETAIL_CHOICE_TABLES,
  type DetailFieldKey,
  type DetailGroupName,
} from '@village/model/student-details';
import type { SocialCategory } from '@village/model/udise';
import { ADMISSION_NUMBER_HEADER, SECTION_HEADER } from '@village/model/import/register-headers';
import { defineMessages, type MessageBook } from '../i18n/messages';

/**
 * The columns a school office asks for, in the order of its registers: the student list's
 * (lib/export/student-rows.ts), and the English of its headers below. Here, not beside the rows,
 * so that the screens which need only the names (the form, the profile) do not load the rows.
 */
export const REPORT_COLUMNS = [
  'Student ID',
  'Name',
  'Gender',
  'Date of Birth',
  'Age',
  'Education Level',
  'Course',
  'Category',
  'School / College',
  'Address',
  'Parent / Guardian',
  'Parent Contact',
  'Status',
] as const;

type ReportColumn = (typeof REPORT_COLUMNS)[number];

type Prefixed<P extends string, K extends string> = Record<`${P}${K}`, string>;

export function prefixed<P extends string, K extends string>(
  prefix: P,
  labels: Readonly<Record<K, string>>,
): Prefixed<P, K> {
  return Object.fromEntries(
    Object.entries<string>(labels).map(([key, label]) => [`${prefix}${key}`, label]),
  ) as Prefixed<P, K>;
}

const socialCategories = Object.fromEntries(
  DETAIL_CHOICE_TABLES.socialCategory.map((option) => [option.value, option.label]),
) as Record<SocialCategory, string>;

/**
 * What the student list's columns are called, in the reader's language: the register's columns
 * ("column.Student ID": the English headers are REPORT_COLUMNS themselves), and the student's
 * details by the names the form and the profile give them too: the groups and the fields, yes, no
 * and "not recorded", and the social categories (the model's tables are the English). The
 * directory (its filters, table and export) and the report's CSV need only these, so a Hindi
 * reader's first visit to the directory does not fetch the details' other choices and the form's
 * texts (studentDetailMessages, which includes this book). The Hindi headers are among the
 * import's header names (model/src/import/), so that a Hindi export imports again.
 */
const en = {
  ...(Object.fromEntries(REPORT_COLUMNS.map((column) => [`column.${column}`, column])) as {
    [C in ReportColumn as `column.${C}`]: C;
  }),
  'register.section': SECTION_HEADER,
  'register.admissionNumber': ADMISSION_NUMBER_HEADER,
  ...prefixed<'group.', DetailGroupName>('group.', DETAIL_GROUP_LABELS),
  ...prefixed<'field.', DetailFieldKey>('field.', DETAIL_FIELD_LABELS),
  ...prefixed<'option.socialCategory.', SocialCategory>('option.socialCategory.', socialCategories),
  yes: YES_NO_LABELS.yes,
  no: YES_NO_LABELS.no,
  notRecorded: 'Not recorded',
};

export type ColumnNameTexts = typeof en;

/** Typed, not inferred: the Hindi chunk's type refers back to this book. */
export const exportMessages: MessageBook<ColumnNameTexts> = defineMessages('export.students', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
