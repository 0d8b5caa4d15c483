import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { studentRecordMessages } from '../components/messages';

/**
 * The words of a save's toasts (docs/product.md, "Student record"), in the current language: what
 * was saved, with a note when the save waits on this device for the connection.
 */
export function useSaveMessages() {
  const t = useMessages(studentRecordMessages);
  return useMemo(() => {
    /** Added to a success toast's description when the save waits for the connection. */
    const withOfflineNote = (description: string, offline: boolean) =>
      offline ? `${description} ${t('save.offline')}` : description;
    return {
      t,
      withOfflineNote,
      savedDescription: (action: 'added' | 'updated', offline: boolean) =>
        withOfflineNote(t(action === 'added' ? 'save.added' : 'save.updated'), offline),
    };
  }, [t]);
}
