import Chip from '@mui/material/Chip';
import CloudSync from '@mui/icons-material/CloudSyncOutlined';
import type { DirectoryEntry } from '@village/model/directory';
import { createContext, useContext } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { directoryMessages } from './messages';

export interface StudentStatusChipsProps {
  entry: DirectoryEntry;
  /** Saved on this device and not yet acknowledged by the server. */
  pending: boolean;
}

/** The students shown whose admission number another student holds too (the engine's answer). */
export const SharedAdmissionNumbers = createContext<ReadonlySet<string>>(new Set());

/**
 * "Graduated", "Left", "Admission No. repeated" and "Waiting to sync", beside a student's name in
 * the grid and the table.
 */
export function StudentStatusChips({ entry, pending }: StudentStatusChipsProps) {
  const t = useMessages(directoryMessages);
  const shared = useContext(SharedAdmissionNumbers).has(entry.id);
  return (
    <>
      {entry.status === 'graduated' && (
        <Chip label={t('graduated')} size="small" color="secondary" variant="outlined" />
      )}
      {entry.status === 'left' && <Chip label={t('left')} size="small" variant="outlined" />}
      {shared && (
        <Chip
          label={t('admissionNumberShared', { number: entry.admissionNumber })}
          size="small"
          color="warning"
          variant="outlined"
        />
      )}
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
