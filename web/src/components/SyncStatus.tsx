import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import CloudDone from '@mui/icons-material/CloudDoneOutlined';
import CloudOff from '@mui/icons-material/CloudOffOutlined';
import CloudSync from '@mui/icons-material/CloudSyncOutlined';
import { useEffect } from 'react';
import {
  dismissFailure,
  unsyncedChanges,
  useSyncState,
  watchEarlierWrites,
} from '../lib/data/pending-writes';
import { useOnline } from '../lib/data/use-online';
import { useMessages } from '../lib/i18n/messages';
import { shellMessages } from './messages';
import { useToast } from './toast';

/**
 * The header's sync indicator: offline, and changes saved on this device that wait for the
 * server. A change the server refused after it was saved here is shown as an error toast.
 */
export function SyncStatus() {
  const online = useOnline();
  const sync = useSyncState();
  const { waiting, failures } = sync;
  const toast = useToast();
  const t = useMessages(shellMessages);

  useEffect(() => watchEarlierWrites(), []);

  const failure = failures[0];
  useEffect(() => {
    if (!failure) return;
    toast({
      variant: 'destructive',
      title: t('sync.notSaved', { what: failure.description }),
      description: failure.message,
    });
    dismissFailure(failure.id);
  }, [failure, toast, t]);

  const pending = unsyncedChanges(sync).any;
  if (online && !pending) return null;
  const label = pending
    ? waiting.length > 0
      ? t('sync.waitingCount', { count: waiting.length })
      : t('sync.waiting')
    : t('sync.offline');
  const explanation = t(
    online ? 'sync.sending' : pending ? 'sync.offlinePending' : 'sync.offlineIdle',
  );
  return (
    <Tooltip title={explanation}>
      <Chip
        role="status"
        aria-label={`${label}. ${explanation}`}
        data-testid="sync-status"
        icon={online ? <CloudSync /> : pending ? <CloudOff /> : <CloudDone />}
        label={label}
        color={pending ? 'warning' : 'default'}
        variant="outlined"
        size="small"
        sx={{ maxWidth: { xs: 150, sm: 'none' } }}
      />
    </Tooltip>
  );
}
