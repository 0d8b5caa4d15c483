import { useCallback, useState } from 'react';

const KEY = 'village.dashboard.map';

function remembered(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'shown';
  } catch {
    // Storage can be refused (private modes, quotas): the map then simply waits to be asked for.
    return false;
  }
}

/**
 * Whether the dashboard's map has been asked for. It loads on a tap, not on its own: its markers
 * come from the directory index (up to 32 documents and the maps script), which a staff member on
 * a slow link should not pay for on every visit to the dashboard. Once asked for, it stays shown
 * for the rest of the session (the tab), so coming back to the dashboard does not ask again.
 */
export function useMapRequested(): [requested: boolean, request: () => void] {
  const [requested, setRequested] = useState(remembered);
  const request = useCallback(() => {
    setRequested(true);
    try {
      sessionStorage.setItem(KEY, 'shown');
    } catch {
      // Not remembered: it is asked for again next time, nothing worse.
    }
  }, []);
  return [requested, request];
}
