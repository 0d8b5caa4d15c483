import { defineMessages, type MessagesOf } from '../lib/i18n/messages';

/**
 * The sync status chip's texts (SyncStatus.tsx), in the signed-in layout.
 */
const en = {
  'sync.notSaved': 'Not saved: {what}',
  'sync.waitingCount': {
    one: '{count} change waiting to sync',
    other: '{count} changes waiting to sync',
  },
  'sync.waiting': 'Changes waiting to sync',
  'sync.offline': 'Offline',
  'sync.sending': 'Sending your saved changes to the server.',
  'sync.offlinePending':
    'You are offline. Your changes are saved on this device and will sync when you are back online.',
  'sync.offlineIdle': 'You are offline. You can keep working with the records on this device.',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const syncMessages = defineMessages('sync', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
