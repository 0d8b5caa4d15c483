import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CloudOff from '@mui/icons-material/CloudOffOutlined';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import type { Student } from '@village/model/student';
import type { ReactNode } from 'react';
import { richText } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { studentRecordMessages } from './messages';
import { RecordUnavailable } from './RecordUnavailable';

const iconSx = { fontSize: 48, mb: 1 } as const;

export interface StudentRecordProps {
  /** From useStudent. */
  state: DataState<Student | null>;
  /** The id in the address, shown when there is no such student. */
  studentId: string | undefined;
  /** What the page does with the record, for the offline message ("…to open it", "…to edit it"). */
  action: 'open' | 'edit';
  /** What shows while the record loads (the page's titled skeleton); a spinner by default. */
  loading?: ReactNode;
  children: (student: Student, fromCache: boolean) => ReactNode;
}

/**
 * The one student a page is about, or a clear page instead: loading, offline with no copy on this
 * device, refused or unreadable, or no such student (not the 404 page: the address was right).
 */
export function StudentRecord({
  state,
  studentId,
  action,
  loading = <PageLoading />,
  children,
}: StudentRecordProps) {
  const t = useMessages(studentRecordMessages);
  if (state.status === 'loading') return loading;
  if (state.status === 'offline') {
    return (
      <RecordUnavailable
        icon={<CloudOff color="action" sx={iconSx} aria-hidden />}
        title={t('offline.title')}
      >
        {t(action === 'open' ? 'offline.open' : 'offline.edit')}
      </RecordUnavailable>
    );
  }
  if (state.status === 'error') {
    return (
      <RecordUnavailable icon={null} title={t('unavailable.title')}>
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {dataErrorMessage(state.error)}
        </Alert>
      </RecordUnavailable>
    );
  }
  if (state.data === null) {
    return (
      <RecordUnavailable
        icon={<PersonOff color="action" sx={iconSx} aria-hidden />}
        title={t('notFound.title')}
      >
        {richText(t('notFound.text'), {
          id: (
            <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
              {studentId}
            </Box>
          ),
        })}
      </RecordUnavailable>
    );
  }
  return children(state.data, state.fromCache);
}
