import type { User } from 'firebase/auth';
import { REMOVE_AADHAAR, type AadhaarChange } from '@village/model/identity';
import { useCallback, useMemo } from 'react';
import { useToast } from '../../../components/toast';
import type { QueuedWrite } from '../../../lib/data/pending-writes';
import { auth } from '../../../lib/firebase';
import { useMessages } from '../../../lib/i18n/messages';
import { saveAadhaar } from '../api/identity';
import { studentRecordMessages } from '../components/messages';

// The one part of a save that is not kept on this device: the Aadhaar number typed in the form
// (or a super_admin's removal of the saved one) goes by the setAadhaar callable, never into
// Firestore's offline cache (docs/decisions/identity-numbers.md). It waits in this page's memory
// for the student's save to reach the server, which the callable needs; offline, that is when the
// connection returns, and only if the app stays open: the user is told so at the save.

/** Resolves once the device says it is online again. */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

/** The student whose save carries the number: its id and name (for the toasts). */
export interface SavedStudent {
  id: string;
  name: string;
}

/**
 * After a save of the form: `send` hands the number to the callable once `save` has reached the
 * server and says in a toast when it failed (or, after waiting offline, that it went through);
 * `note` adds to the save's toast, offline, that the number is saved only online.
 */
export function useAadhaarAfterSave() {
  const toast = useToast();
  const t = useMessages(studentRecordMessages);

  const send = useCallback(
    (
      orgId: string,
      user: User,
      student: SavedStudent,
      change: AadhaarChange,
      save: QueuedWrite,
    ) => {
      if (change === null) return;
      const removing = change === REMOVE_AADHAAR;
      const values = { name: student.name };
      void (async () => {
        try {
          await save.synced;
        } catch {
          // The save was refused: the header's sync state says so; the number has no student.
          return;
        }
        await whenOnline();
        // Another account signed in meanwhile (a shared phone): not sent in its name.
        if (auth.currentUser?.uid !== user.uid) return;
        try {
          await saveAadhaar(orgId, student.id, change);
          if (save.offline) {
            toast({
              variant: 'success',
              title: t('aadhaar.savedTitle'),
              description: t(removing ? 'aadhaar.removed' : 'aadhaar.saved', values),
            });
          }
        } catch (error) {
          const reason = error instanceof Error ? error.message : '';
          toast({
            variant: 'destructive',
            title: t('aadhaar.notSavedTitle'),
            description: t(removing ? 'aadhaar.notRemoved' : 'aadhaar.notSaved', {
              ...values,
              reason,
            }),
          });
        }
      })();
    },
    [toast, t],
  );

  return useMemo(
    () => ({
      send,
      /** The save's toast text, with the note that the number waits in memory when offline. */
      note: (description: string, change: AadhaarChange, offline: boolean) =>
        change !== null && offline ? `${description} ${t('aadhaar.onlineOnly')}` : description,
    }),
    [send, t],
  );
}
