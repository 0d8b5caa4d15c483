import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  directorySearchParams,
  parseDirectoryState,
  type DirectoryState,
  type DirectoryStateChange,
} from './directory-state';

/** Marks the history entries this hook writes, to tell them from a navigation by someone else. */
const OWN_WRITE = { directoryState: true } as const;

/** While someone types, the URL follows once they pause rather than at every keystroke. */
export const TYPING_URL_DELAY_MS = 400;

function isOwnWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'directoryState' in state;
}

/**
 * The directory's state, mirrored into the URL's search parameters (replacing the history entry,
 * so that the back button leaves the directory instead of undoing keystrokes).
 *
 * The screen reads its own React state, not the URL: a router navigation lands a moment after the
 * keystroke, and an input bound to it would lose characters and its caret. Each navigation also
 * re-renders the layout, so typing writes the URL once the typist pauses. The URL is read on
 * mount and again after a navigation this hook did not make (the sidebar's link to /students,
 * back or forward); its own writes are recognised by their history state and never read back.
 */
export function useDirectoryUrlState(): [DirectoryState, DirectoryStateChange] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [state, setState] = useState(() => parseDirectoryState(searchParams));
  const [seenKey, setSeenKey] = useState(location.key);
  const typingTimer = useRef<number | undefined>(undefined);
  const waitingWrite = useRef<(() => void) | undefined>(undefined);

  if (location.key !== seenKey) {
    // Adjusting state to a new location during render (React's pattern, no effect round trip).
    setSeenKey(location.key);
    if (!isOwnWrite(location.state)) setState(parseDirectoryState(searchParams));
  }

  useEffect(() => {
    // A click (a student's View or Edit, a sidebar link) may start a navigation that first loads
    // the next page's code; a URL write still waiting for the typist's pause would land during
    // that load and cancel it. So a waiting write is made at once, before the click acts.
    const writeNow = () => {
      const write = waitingWrite.current;
      if (!write) return;
      window.clearTimeout(typingTimer.current);
      waitingWrite.current = undefined;
      write();
    };
    document.addEventListener('click', writeNow, true);
    return () => {
      document.removeEventListener('click', writeNow, true);
      // Leaving the page drops a write still waiting: it would navigate back to the directory.
      window.clearTimeout(typingTimer.current);
      waitingWrite.current = undefined;
    };
  }, []);

  const update = useCallback<DirectoryStateChange>(
    (next, options) => {
      setState(next);
      const write = () =>
        setSearchParams(directorySearchParams(next), {
          replace: true,
          state: OWN_WRITE,
          // Filtering is not a new page: stay where the user scrolled to.
          preventScrollReset: true,
        });
      window.clearTimeout(typingTimer.current);
      waitingWrite.current = undefined;
      if (options?.typing) {
        waitingWrite.current = write;
        typingTimer.current = window.setTimeout(() => {
          waitingWrite.current = undefined;
          write();
        }, TYPING_URL_DELAY_MS);
      } else write();
    },
    [setSearchParams],
  );

  return [state, update];
}
