import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useId, useRef, useState } from 'react';
import { useOnline } from '../../../lib/data/use-online';
import { downloadTextFile } from '../../../lib/export/download-file';
import { useMessages } from '../../../lib/i18n/messages';
import { studentProfileMessages } from './messages';

/** The file's type as the browser saves it. */
export const CHILD_DATA_MIME_TYPE = 'application/json;charset=utf-8';

export interface DownloadChildDataButtonProps {
  /**
   * Makes the file (downloadableChildData, bound to the organization, user and student): reads
   * everything from the server, so it rejects offline rather than give a partial file.
   */
  download: () => Promise<{ fileName: string; text: string }>;
  /**
   * The student has an Aadhaar number saved (identity.aadhaarLastFour): the file holds it whole
   * and the download is recorded in the organization's History, which the button says.
   */
  hasAadhaar: boolean;
}

type Progress = 'idle' | 'working' | 'offline' | 'failed';

/** A failure for want of a connection: the device says so, or Firestore could not reach the server. */
function isConnectionFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
  return !navigator.onLine || code === 'unavailable';
}

/**
 * "Download this child's data": a super_admin's download of everything held about the
 * child, as one file for the parent. Says what it is doing while the file is made, and in place
 * why it failed.
 */
export function DownloadChildDataButton({ download, hasAadhaar }: DownloadChildDataButtonProps) {
  const t = useMessages(studentProfileMessages);
  const online = useOnline();
  const noteId = useId();
  const [progress, setProgress] = useState<Progress>('idle');
  // A second press while the file is made makes no second file (and no second record of the
  // Aadhaar number's export). A ref, not a disabled button: the button keeps the keyboard's focus.
  const working = useRef(false);

  async function onDownload() {
    if (working.current) return;
    working.current = true;
    setProgress('working');
    try {
      const file = await download();
      downloadTextFile(file.text, file.fileName, CHILD_DATA_MIME_TYPE);
      setProgress('idle');
    } catch (error) {
      console.error("The child's data could not be downloaded", error);
      setProgress(isConnectionFailure(error) ? 'offline' : 'failed');
    } finally {
      working.current = false;
    }
  }

  const busy = progress === 'working';
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Button
        variant="outlined"
        onClick={() => void onDownload()}
        disabled={!online && !busy}
        aria-describedby={noteId}
        aria-busy={busy || undefined}
        startIcon={
          busy ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <FileDownloadOutlined />
          )
        }
      >
        {t('childData.download')}
      </Button>
      <Typography id={noteId} variant="body2" color="text.secondary">
        {t('childData.hint')}
        {hasAadhaar && ` ${t('childData.aadhaarNote')}`}
      </Typography>
      <Typography role="status" variant="body2" color="text.secondary">
        {busy
          ? t('childData.downloading')
          : !online && progress !== 'offline'
            ? t('childData.offline')
            : ''}
      </Typography>
      {(progress === 'offline' || progress === 'failed') && (
        <Typography role="alert" variant="body2" color="error">
          {progress === 'offline' ? t('childData.offline') : t('childData.failed')}
        </Typography>
      )}
    </Box>
  );
}
