import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryEntry } from '@village/model/directory';
import { ageOn } from '@village/model/filters';
import { formatIndianMobile } from '@village/model/phone';
import { exportMessages } from '../../../../lib/export/messages';
import { useT } from '../../../../lib/i18n/I18nProvider';
import { genderLabel } from '../../../../lib/i18n/labels';
import { useMessages } from '../../../../lib/i18n/messages';
import { paths } from '../../../../lib/paths';
import { LevelBadge } from '../../components/LevelBadge';
import type { OptionalColumn } from '../directory-state';
import { directoryMessages } from '../messages';
import { StudentStatusChips } from '../StudentStatusChips';
import { NONE, optionalCell } from './optional-columns';

interface StudentRowProps {
  entry: DirectoryEntry;
  /** Saved on this device, not yet on the server. */
  pending: boolean;
  today: Date;
  columns: readonly OptionalColumn[];
}

/** One student's row; memoised, so that a keystroke does not re-render unchanged rows. */
export const StudentRow = memo(function StudentRow({
  entry,
  pending,
  today,
  columns,
}: StudentRowProps) {
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
