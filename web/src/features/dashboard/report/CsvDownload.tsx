import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { toCsv } from '@village/model/csv';
import { useId, useRef } from 'react';
import { useToast } from '../../../components/toast';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { useOnline } from '../../../lib/data/use-online';
import { everyStudentQuery, type DirectoryPage } from '../../../lib/directory/directory-engine';
import { useDirectoryAnswer, type Directory } from '../../../lib/directory/use-directory';
import { downloadTextFile } from '../../../lib/export/download-file';
import { exportMessages } from '../../../lib/export/messages';
import {
  indianToday,
  reportFileName,
  reportHeaders,
  studentRows,
} from '../../../lib/export/student-rows';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { reportMessages } from './messages';

export interface CsvDownloadProps {
  organizationName: string;
  /** The organization's student counter; undefined while its document loads. */
  studentCount: number | undefined;
  /** The organization's directory (useDirectory): its engine counts and lists the students. */
  directory: DataState<Directory>;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** How many students there are: no row crosses from the directory's worker for the count. */
const COUNT_QUERY = everyStudentQuery({ kind: 'first', count: 0 });
/** Every student, in name order: asked when the file is made, not before. */
const ALL_QUERY = everyStudentQuery({ kind: 'all' });

type ReportKey = keyof (typeof reportMessages)['en'];

/** Not ready: the button's text and the note under it, as keys of the book (an error's text). */
type Readiness =
  | { ready: false; label: ReportKey; busy: boolean; message?: ReportKey | Error }
  | { ready: true; count: number; fromCache: boolean };

function readiness(count: DataState<DirectoryPage>, studentCount: number | undefined): Readiness {
  switch (count.status) {
    case 'loading':
      return { ready: false, label: 'download.loading', busy: true };
    case 'offline':
      return {
        ready: false,
        label: 'download.offline',
        busy: false,
        message: 'download.offlineMessage',
      };
    case 'error':
      return { ready: false, label: 'download.button', busy: false, message: count.error };
    case 'ready':
      // An empty first answer from this device's cache, while the counters say there are
      // students: the server's answer is still on its way. Never hand out an empty file for it.
      if (count.fromCache && count.data.matching === 0 && (studentCount ?? 0) > 0)
        return { ready: false, label: 'download.loading', busy: true };
      return { ready: true, count: count.data.matching, fromCache: count.fromCache };
  }
}

/**
 * "Download CSV": every student of the organization from the directory index (a few documents,
 * whatever the size of the organization), one row each, sorted by name. The directory's engine
 * (a worker) counts them while the page is open, and hands them over, sorted, when the file is
 * asked for. The button says when the list is not there yet rather than producing an empty file.
 */
export function CsvDownload({
  organizationName,
  studentCount,
  directory,
  now = () => new Date(),
}: CsvDownloadProps) {
  const toast = useToast();
  const t = useMessages(reportMessages);
  const core = useT();
  // The headers in the reader's language; the cells as stored, which the import reads back.
  const columns = useMessages(exportMessages);
  const online = useOnline();
  const noteId = useId();
  const count = useDirectoryAnswer(directory, COUNT_QUERY);
  const state = readiness(count, studentCount);
  // While the engine hands the students over, a second press makes no second file. (A ref, not a
  // disabled button: the button keeps the keyboard's focus.)
  const making = useRef(false);

  const download = async () => {
    if (!state.ready || directory.status !== 'ready' || making.current) return;
    const at = now();
    const fileName = reportFileName(organizationName, at);
    making.current = true;
    try {
      const { rows } = await directory.data.source.query(ALL_QUERY);
      // In the engine's name order: the file's order.
      downloadTextFile(
        toCsv(studentRows(rows, indianToday(at), reportHeaders(columns))),
        fileName,
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      console.error('The CSV report could not be made', error);
      toast({
        variant: 'destructive',
        title: t('download.failedTitle'),
        description: t('download.failed'),
      });
    } finally {
      making.current = false;
    }
  };

  return (
    <Box>
      <Button
        variant="contained"
        onClick={() => void download()}
        disabled={!state.ready}
        aria-describedby={noteId}
        startIcon={
          !state.ready && state.busy ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <FileDownloadOutlined />
          )
        }
      >
        {t(state.ready ? 'download.button' : state.label)}
      </Button>
      <Typography id={noteId} role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {state.ready
          ? t('download.ready', { count: state.count }) +
            (state.fromCache && !online ? ` ${t('download.fromDevice')}` : '')
          : null}
      </Typography>
      {!state.ready && state.message && (
        <Alert severity={count.status === 'error' ? 'error' : 'info'} sx={{ mt: 1 }}>
          {state.message instanceof Error
            ? dataErrorMessage(state.message, core)
            : t(state.message)}
        </Alert>
      )}
    </Box>
  );
}
