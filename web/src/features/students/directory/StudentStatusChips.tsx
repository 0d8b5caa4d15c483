import Chip from '@mui/material/Chip';
import CloudSync from '@mui/icons-material/CloudSyncOutlined';
import type { DirectoryEntry } from '@village/model/directory';
import { useMessages } from '../../../lib/i18n/messages';
import { directoryMessages } from './messages';

export interface StudentStatusChipsProps {
  entry: DirectoryEntry;
  /** Saved on this device and not yet acknowledged by the server. */
  pending: boolean;
}

/** "Graduated", "Left" and "Waiting to sync", beside a student's name in the grid and the table. */
export function StudentStatusChips({ entry, pending }: StudentStatusChipsProps) {
  const t = useMessages(directoryMessages);
  return (
    <>
      {entry.status === 'graduated' && (
        <Chip label={t('graduated')} size="small" color="secondary" variant="outlined" />
      )}
      {entry.status === 'left' && <Chip label={t('left')} size="small" variant="outlined" />}
      {pending && (
        <Chip
          label={t('waitingToSync')}
          size="small"
          variant="outlined"
          icon={<CloudSync fontSize="small" />}
        />
      )}
    </>
  );
}
