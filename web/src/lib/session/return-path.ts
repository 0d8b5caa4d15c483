import type { Location } from 'react-router-dom';
import { paths } from '../paths';

/** Where a guard sent the user from, so that signing in (or choosing an organization) returns there. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnPath(state: unknown, fallback: string = paths.dashboard): string {
  const from = (state as ReturnState | null)?.from;
  if (!from?.pathname || from.pathname === paths.signIn || from.pathname === paths.signUp)
    return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
