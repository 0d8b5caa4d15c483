import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { memo, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryEntry, SortDirection, SortKey } from '@village/model/directory';
import { ageOn } from '@village/model/filters';
import { formatIndianMobile } from '@village/model/phone';
import { useT } from '../../../lib/i18n/I18nProvider';
import { genderLabel } from '../../../lib/i18n/labels';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { LevelBadge } from '../components/LevelBadge';
import { exportMessages, type ColumnNameTexts } from '../../../lib/export/messages';
import {
  OPTIONAL_COLUMNS,
  ROWS_PER_PAGE_OPTIONS,
  type OptionalColumn,
  type RowsPerPage,
} from './directory-state';
import { cwsnLabel, socialCategoryLabel } from './filter-labels';
import { directoryMessages } from './messages';
import { StudentStatusChips } from './StudentStatusChips';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface StudentTableProps {
  /** The rows of the page shown, already in the table's order. */
  entries: readonly DirectoryEntry[];
  /** How many students match (every page). */
  count: number;
  pendingIds: ReadonlySet<string>;
  sort: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
  /** The page shown (0-based), one that has rows. */
  page: number;
  rowsPerPage: RowsPerPage;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: RowsPerPage) => void;
  today: Date;
  /** The optional columns shown (Columns), in the table's order. */
  columns: readonly OptionalColumn[];
  onColumnsChange: (columns: OptionalColumn[]) => void;
}

interface Column {
  /** The column's name in the directory's texts. */
  label: `column.${string}` & keyof (typeof directoryMessages)['en'];
  /** Absent: the column cannot be sorted. */
  sortKey?: SortKey;
}

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

const NONE = '—';

type DetailTranslate = TranslateOf<ColumnNameTexts>;
type DirectoryTranslate = TranslateOf<(typeof directoryMessages)['en']>;

/** An optional column's header: the register's fields in the directory's words, the details' in theirs. */
function optionalColumnLabel(
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
function optionalCell(column: OptionalColumn, entry: DirectoryEntry, details: DetailTranslate) {
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

/** Columns: a menu of the optional columns, each ticked on or off. */
function ColumnsMenu({
  columns,
  onChange,
}: {
  columns: readonly OptionalColumn[];
  onChange: (columns: OptionalColumn[]) => void;
}) {
  const t = useMessages(directoryMessages);
  const details = useMessages(exportMessages);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = (column: OptionalColumn) =>
    onChange(
      columns.includes(column)
        ? columns.filter((shown) => shown !== column)
        : OPTIONAL_COLUMNS.filter((each) => each === column || columns.includes(each)),
    );
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('columns')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('columns.label'), dense: true } }}
      >
        {OPTIONAL_COLUMNS.map((column) => {
          const shown = columns.includes(column);
          return (
            // Stays open: several columns are often chosen at once.
            <MenuItem
              key={column}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => toggle(column)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                  sx={{ py: 0 }}
                />
              </ListItemIcon>
              <ListItemText>{optionalColumnLabel(column, t, details)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** One student's row; memoised, so that a keystroke does not re-render unchanged rows. */
const StudentRow = memo(function StudentRow({
  entry,
  pending,
  today,
  columns,
}: {
  entry: DirectoryEntry;
  pending: boolean;
  today: Date;
  columns: readonly OptionalColumn[];
}) {
  const t = useMessages(directoryMessages);
  const details = useMessages(exportMessages);
  const core = useT();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>{entry.name}</span>
          <StudentStatusChips entry={entry} pending={pending} />
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.studentId ?? NONE}</TableCell>
      <TableCell>
        <LevelBadge educationLevel={entry.educationLevel} course={entry.course} />
      </TableCell>
      <TableCell>{entry.school}</TableCell>
      <TableCell>{entry.dateOfBirth ? ageOn(entry.dateOfBirth, today) : NONE}</TableCell>
      <TableCell>{entry.gender ? genderLabel(entry.gender, core) : NONE}</TableCell>
      <TableCell>{entry.parentName || NONE}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {entry.parentContact ? (
          <Link href={`tel:${entry.parentContact}`} underline="hover" color="inherit">
            {formatIndianMobile(entry.parentContact)}
          </Link>
        ) : (
          NONE
        )}
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
          {optionalCell(column, entry, details)}
        </TableCell>
      ))}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('view')}>
          <IconButton
            component={RouterLink}
            to={paths.student(entry.id)}
            aria-label={t('viewName', { name: entry.name })}
            size="small"
          >
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('edit')}>
          <IconButton
            component={RouterLink}
            to={paths.editStudent(entry.id)}
            aria-label={t('editName', { name: entry.name })}
            size="small"
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});

/** The Table View: sortable columns, a page of rows at a time, scrolling sideways on a phone. */
export function StudentTable({
  entries,
  count,
  pendingIds,
  sort,
  direction,
  onSort,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  today,
  columns,
  onColumnsChange,
}: StudentTableProps) {
  const t = useMessages(directoryMessages);
  const details = useMessages(exportMessages);
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
        <ColumnsMenu columns={columns} onChange={onColumnsChange} />
      </Stack>
      {/* Relative: the columns' screen-reader texts (absolute) must scroll with the table, not
          widen the page. */}
      <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table
          size="small"
          aria-label={t('students')}
          // Each optional column shown widens the table (it scrolls sideways on a phone).
          sx={{ minWidth: 960 + 120 * columns.length }}
        >
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
          <TableBody>
            {entries.map((entry) => (
              <StudentRow
                key={entry.id}
                entry={entry}
                pending={pendingIds.has(entry.id)}
                today={today}
                columns={columns}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        labelRowsPerPage={t('pagination.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: all }) =>
          t('pagination.displayed', { from, to, count: all })
        }
        getItemAriaLabel={(type) => t(`pagination.${type}`)}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => {
          const value = Number(event.target.value);
          const option = ROWS_PER_PAGE_OPTIONS.find((rows) => rows === value);
          if (option) onRowsPerPageChange(option);
        }}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
      />
    </Paper>
  );
}
