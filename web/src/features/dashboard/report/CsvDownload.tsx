import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useId } from 'react';
import { useToast } from '../../../components/toast';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { useOnline } from '../../../lib/data/use-online';
import type { DirectoryIndex } from '../../../lib/directory/directory-index';
import { downloadTextFile } from '../../../lib/export/download-file';
import { indianToday, reportCsv, reportFileName } from '../../../lib/export/student-rows';

export interface CsvDownloadProps {
  organizationName: string;
  /** The organization's student counter; undefined while its document loads. */
  studentCount: number | undefined;
  index: DataState<DirectoryIndex>;
  /** The clock (tests fix it). */
  now?: () => Date;
}

type Readiness =
  | { ready: false; label: string; busy: boolean; message?: string }
  | { ready: true; index: DirectoryIndex; fromCache: boolean };

function readiness(index: DataState<DirectoryIndex>, studentCount: number | undefined): Readiness {
  switch (index.status) {
    case 'loading':
      return { ready: false, label: 'Loading students…', busy: true };
    case 'offline':
      return {
        ready: false,
        label: 'Offline: students not on this device',
        busy: false,
        message:
          'You are offline and the student list has not been loaded on this device yet. ' +
          'Connect to the internet to download the report.',
      };
    case 'error':
      return {
        ready: false,
        label: 'Download CSV',
        busy: false,
        message: dataErrorMessage(index.error),
      };
    case 'ready':
      // An empty first answer from this device's cache, while the counters say there are
      // students: the server's answer is still on its way. Never hand out an empty file for it.
      if (index.fromCache && index.data.entries.size === 0 && (studentCount ?? 0) > 0)
        return { ready: false, label: 'Loading students…', busy: true };
      return { ready: true, index: index.data, fromCache: index.fromCache };
  }
}

const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/**
 * "Download CSV": every student of the organization from the directory index (a few documents,
 * whatever the size of the organization), one row each, sorted by name. The button says when the
 * list is not there yet rather than producing an empty file.
 */
export function CsvDownload({
  organizationName,
  studentCount,
  index,
  now = () => new Date(),
}: CsvDownloadProps) {
  const toast = useToast();
  const online = useOnline();
  const noteId = useId();
  const state = readiness(index, studentCount);

  const download = () => {
    if (!state.ready) return;
    const at = now();
    const fileName = reportFileName(organizationName, at);
    try {
      downloadTextFile(
        reportCsv(state.index.entries.values(), indianToday(at)),
        fileName,
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      console.error('The CSV report could not be made', error);
      toast({
        variant: 'destructive',
        title: 'Report not downloaded',
        description: 'The CSV file could not be made. Try again.',
      });
    }
  };

  return (
    <Box>
      <Button
        variant="contained"
        onClick={download}
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
        {state.ready ? 'Download CSV' : state.label}
      </Button>
      <Typography id={noteId} role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {state.ready
          ? `${studentsText(state.index.entries.size)} in the file, sorted by name.` +
            (state.fromCache && !online
              ? ' You are offline: the list is the copy saved on this device.'
              : '')
          : null}
      </Typography>
      {!state.ready && state.message && (
        <Alert severity={index.status === 'error' ? 'error' : 'info'} sx={{ mt: 1 }}>
          {state.message}
        </Alert>
      )}
    </Box>
  );
}
