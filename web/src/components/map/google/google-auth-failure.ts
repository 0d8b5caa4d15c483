import { useSyncExternalStore } from 'react';

/*
 * Google reports a refused key (wrong key, site not allowed, billing off) only by calling
 * window.gm_authFailure; the library's AUTH_FAILURE status is not set by it in 1.10.
 */
let authFailed = false;
const authListeners = new Set<() => void>();

function subscribeAuthFailure(onChange: () => void) {
  if (authListeners.size === 0 && !authFailed) {
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      authFailed = true;
      previous?.();
      authListeners.forEach((listener) => listener());
    };
  }
  authListeners.add(onChange);
  return () => {
    authListeners.delete(onChange);
  };
}

/** Whether Google has refused the key on this page (once refused, for the page's life). */
export function useAuthFailed(): boolean {
  return useSyncExternalStore(
    subscribeAuthFailure,
    () => authFailed,
    () => false,
  );
}

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}
