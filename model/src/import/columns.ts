// The import template's columns, in order: the register's, then the student's details, all of
// which a file's headers are matched against and the template is written from.
import { DETAIL_FIELDS, detailFieldSpec, type DetailFieldKey } from '../student-details';
import { DETAIL_COLUMNS } from './detail-columns';
import { REGISTER_COLUMNS, REGISTER_IMPORT_FIELDS } from './register-columns';

export type ImportField = (typeof REGISTER_IMPORT_FIELDS)[number] | DetailFieldKey;

/** The template's columns, in order: the register's, then the student's details, all optional. */
export const IMPORT_FIELDS: readonly ImportField[] = [...REGISTER_IMPORT_FIELDS, ...DETAIL_FIELDS];

/** Whether a column is one of the student's details. */
export function isDetailImportField(field: ImportField): field is DetailFieldKey {
  return detailFieldSpec(field) !== undefined;
}

export interface ImportColumn {
  field: ImportField;
  /** The template's header. */
  header: string;
  required: boolean;
  /** What the cell may hold, for the template's notes. */
  allowed: string;
  /**
   * Other headers that mean the same column (compared without case, spaces or punctuation), in
   * English and in Hindi: a Hindi register's, and the directory's export in Hindi, read too.
   */
  aliases: readonly string[];
}

/**
 * The template's columns, in order. The register's come first, so that where a header could name
 * either ("Father's Name" names the parent in a register without a parent column) it feeds the
 * register's column, as before the details had columns.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [...REGISTER_COLUMNS, ...DETAIL_COLUMNS];
