import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortDirection, SortKey } from '@village/model/directory';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { exportMessages } from '../../../../lib/export/messages';
import { useMessages } from '../../../../lib/i18n/messages';
import type { OptionalColumn } from '../directory-state';
import { directoryMessages } from '../messages';
import { optionalColumnLabel } from './optional-columns';

interface Column {
  /** The column's name in the directory's texts. */
  label: `column.${string}` & keyof (typeof directoryMessages)['en'];
  /** Absent: the column cannot be sorted. */
  sortKey?: SortKey;
}

/** The columns every row has, in order, before the optional ones. */
const COLUMNS: readonly Column[] = [
  { label: 'column.name', sortKey: 'name' },
  { label: 'column.studentId', sortKey: 'studentId' },
  { label: 'column.level', sortKey: 'educationLevel' },
  { label: 'column.school', sortKey: 'school' },
  { label: 'column.age', sortKey: 'age' },
  { label: 'column.gender', sortKey: 'gender' },
  { label: 'column.parent' },
  { label: 'column.contact' },
];

interface StudentTableHeadProps {
  sort: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
  /** The optional columns shown, in the table's order. */
  columns: readonly OptionalColumn[];
}

/** The table's header row: the sortable columns (the sorted one says so), the optional ones. */
export function StudentTableHead({ sort, direction, onSort, columns }: StudentTableHeadProps) {
  const t = useMessages(directoryMessages);
  const details = useMessages(exportMessages);
  return (
    <TableHead>
      <TableRow>
        {COLUMNS.map(({ label, sortKey }) => (
          <TableCell
            key={label}
            sortDirection={sortKey === sort ? direction : false}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {sortKey ? (
              <TableSortLabel
                active={sortKey === sort}
                direction={sortKey === sort ? direction : 'asc'}
                onClick={() => onSort(sortKey)}
              >
                {t(label)}
                {sortKey === sort && (
                  <span style={visuallyHidden}>
                    {direction === 'asc' ? t('sortedAscending') : t('sortedDescending')}
                  </span>
                )}
              </TableSortLabel>
            ) : (
              t(label)
            )}
          </TableCell>
        ))}
        {columns.map((column) => (
          <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {optionalColumnLabel(column, t, details)}
          </TableCell>
        ))}
        <TableCell sx={{ fontWeight: 600 }}>
          <span style={visuallyHidden}>{t('actions')}</span>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}
