import { defineMessages, type MessageBook } from '../i18n/messages';
import { REPORT_COLUMNS } from './student-rows';

type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** "column.Student ID": "Student ID"…: the English headers are REPORT_COLUMNS themselves. */
const columns = Object.fromEntries(
  REPORT_COLUMNS.map((column) => [`column.${column}`, column]),
) as { [C in ReportColumn as `column.${C}`]: C };

/**
 * The student list's column headers (the directory's export, the report's CSV) in the reader's
 * language. The Hindi ones are among the import's header names (model/src/student-import.ts), so
 * that a Hindi export imports again. Typed, not inferred: the Hindi chunk's type refers back to it.
 */
export const exportMessages: MessageBook<typeof columns> = defineMessages(
  'export.students',
  columns,
  {
    hi: () => import('./messages.hi').then((m) => m.hi),
  },
);
