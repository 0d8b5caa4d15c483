import { onIdTokenChanged, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { auth } from '../firebase';

export interface AuthState {
  /** undefined while Firebase restores the session from this device; null when signed out. */
  user: User | null | undefined;
}

const AuthContext = createContext<AuthState>({ user: undefined });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: auth.currentUser ?? undefined });
  // onIdTokenChanged (not onAuthStateChanged) also fires when the token is refreshed, e.g. after
  // the email is verified, so that emailVerified is current everywhere.
  useEffect(() => onIdTokenChanged(auth, (user) => setState({ user })), []);
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
