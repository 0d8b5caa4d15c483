import { APILoadingStatus, useApiLoadingStatus } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { MapLoadingOverlay } from '../MapLoadingOverlay';
import type { MapLoadFailure } from '../map-types';
import { useAuthFailed } from './google-auth-failure';

/** The caller's fallback: the script failed to load or Google refused the key. */
export type OnMapUnavailable = (reason: MapLoadFailure, detail?: unknown) => void;

/** Reports a failed load (once per status change) and shows the overlay until the API is ready. */
export function MapLoadingState({ onUnavailable }: { onUnavailable: OnMapUnavailable }) {
  const status = useApiLoadingStatus();
  const authFailure = useAuthFailed();
  useEffect(() => {
    if (authFailure || status === APILoadingStatus.AUTH_FAILURE) onUnavailable('auth-failure');
    else if (status === APILoadingStatus.FAILED) onUnavailable('failed');
  }, [status, authFailure, onUnavailable]);
  return status === APILoadingStatus.LOADED ? null : <MapLoadingOverlay />;
}
