import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast, type Toast } from '../../../components/toast';
import { paths } from '../../../lib/paths';
import { useSaveMessages } from './save-messages';

/**
 * Add and edit: run the save (queued on this device at once, online or not), show what it did and
 * return to the directory, without waiting for the server (the header shows the sync). Once only:
 * a double click must not save twice before the page has left.
 */
export function useSaveThenReturn(): (save: () => Toast) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useSaveMessages();
  const saved = useRef(false);
  return useCallback(
    (save: () => Toast) => {
      if (saved.current) return;
      try {
        const message = save();
        saved.current = true;
        toast(message);
        navigate(paths.students);
      } catch (error) {
        console.error('Saving a student failed', error);
        toast({
          variant: 'destructive',
          title: t('save.failedTitle'),
          description: t('save.failed'),
        });
      }
    },
    [navigate, toast, t],
  );
}
