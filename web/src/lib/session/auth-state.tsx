import type { User } from 'firebase/auth';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

export interface AuthState {
  /** undefined while Firebase restores the session from this device; null when signed out. */
  user: User | null | undefined;
}

const AuthContext = createContext<AuthState>({ user: undefined });

/**
 * The signed-in user, from Firebase Auth. Auth is loaded and started after the first render (the
 * prerendered page is on screen and hydrated by then): until it has read the session kept on the
 * device, the user is undefined, on the server as in the browser, so both draw the same page.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: undefined });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    void import('./auth-observer').then(({ onIdTokenChanged, auth }) => {
      if (unmounted) return;
      // onIdTokenChanged (not onAuthStateChanged) also fires when the token is refreshed, e.g.
      // after the email is verified, so that emailVerified is current everywhere.
      // A transition: the user's arrival draws the signed-in app (or the sign-in page) in
      // slices that yield to input, not in one long task.
      unsubscribe = onIdTokenChanged(auth, (user) => startTransition(() => setState({ user })));
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The signed-in user, inside routes guarded by RequireAuth. */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser outside RequireAuth');
  return user;
}
