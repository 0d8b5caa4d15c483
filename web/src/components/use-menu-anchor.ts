import { useCallback, useState, type MouseEvent } from 'react';

/**
 * The state of a menu whose contents load on first use (a lazy chunk): where it is anchored while
 * open, and whether it has ever been opened. Once opened, the contents stay mounted, so that a
 * dialog started from the menu outlives it and the next opening does not wait for the chunk.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const open = useCallback((event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setEverOpened(true);
  }, []);
  const close = useCallback(() => setAnchor(null), []);
  return { anchor, everOpened, open, close };
}
