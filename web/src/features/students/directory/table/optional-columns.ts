import type { DirectoryEntry } from '@village/model/directory';
import type { ColumnNameTexts } from '../../../../lib/export/messages';
import type { TranslateOf } from '../../../../lib/i18n/messages';
import type { OptionalColumn } from '../directory-state';
import { cwsnLabel, socialCategoryLabel } from '../filter-labels';
import type { directoryMessages } from '../messages';

/** What an empty cell shows. */
export const NONE = '—';

export type DetailTranslate = TranslateOf<ColumnNameTexts>;
export type DirectoryTranslate = TranslateOf<(typeof directoryMessages)['en']>;

/** An optional column's header: the register's fields in the directory's words, the details' in theirs. */
export function optionalColumnLabel(
  column: OptionalColumn,
  t: DirectoryTranslate,
  details: DetailTranslate,
): string {
  switch (column) {
    case 'section':
      return t('column.section');
    case 'admissionNumber':
      return t('column.admissionNumber');
    case 'socialCategory':
      return details('field.socialCategory');
    case 'cwsn':
      return t('column.cwsn');
  }
}

/** An optional column's cell. */
export function optionalCell(
  column: OptionalColumn,
  entry: DirectoryEntry,
  details: DetailTranslate,
): string {
  switch (column) {
    case 'section':
      return entry.section || NONE;
    case 'admissionNumber':
      return entry.admissionNumber || NONE;
    case 'socialCategory':
      return entry.socialCategory ? socialCategoryLabel(entry.socialCategory, { details }) : NONE;
    case 'cwsn':
      return entry.cwsn === null ? NONE : cwsnLabel(entry.cwsn ? 'yes' : 'no', { details });
  }
}
