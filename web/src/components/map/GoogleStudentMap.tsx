import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  InfoWindow,
  Map,
  useAdvancedMarkerRef,
  useApiLoadingStatus,
  useMap,
  type MapMouseEvent,
} from '@vis.gl/react-google-maps';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MapLoadingOverlay } from './MapLoadingOverlay';
import type { LatLngLiteral, MapMarker, MapUnavailableReason } from './map-types';

// This module is the heavy part (the Google Maps library): StudentMap loads it with React.lazy
// only when a map is actually shown, and never without a key or while offline.

export interface GoogleStudentMapProps {
  apiKey: string;
  mapId: string;
  center: LatLngLiteral;
  zoom: number;
  markers: MapMarker[];
  onMapClick?: (latLng: LatLngLiteral) => void;
  /** The script failed to load or Google refused the key: the caller shows the fallback. */
  onUnavailable: (
    reason: Extract<MapUnavailableReason, 'failed' | 'auth-failure'>,
    detail?: unknown,
  ) => void;
}

// Stable identities: APIProvider re-runs its loading effect when these change.
const LIBRARIES = ['marker'];
const MAP_STYLE = { width: '100%', height: '100%' } as const;

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
function useAuthFailed(): boolean {
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

/** Reports a failed load (once per status change) and shows the overlay until the API is ready. */
function LoadingState({ onUnavailable }: Pick<GoogleStudentMapProps, 'onUnavailable'>) {
  const status = useApiLoadingStatus();
  const authFailure = useAuthFailed();
  useEffect(() => {
    if (authFailure || status === APILoadingStatus.AUTH_FAILURE) onUnavailable('auth-failure');
    else if (status === APILoadingStatus.FAILED) onUnavailable('failed');
  }, [status, authFailure, onUnavailable]);
  return status === APILoadingStatus.LOADED ? null : <MapLoadingOverlay />;
}

/** Pans to a new centre given by the parent (e.g. "Use my current location"). */
function FollowCenter({ lat, lng }: LatLngLiteral) {
  const map = useMap();
  useEffect(() => {
    map?.panTo({ lat, lng });
  }, [map, lat, lng]);
  return null;
}

interface MarkerWithPopupProps {
  marker: MapMarker;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** A marker whose click opens its title and description in an InfoWindow. */
function MarkerWithPopup({ marker, open, onToggle, onClose }: MarkerWithPopupProps) {
  const [markerRef, markerElement] = useAdvancedMarkerRef();
  return (
    <>
      <AdvancedMarker
        ref={markerRef}
        position={{ lat: marker.lat, lng: marker.lng }}
        title={marker.title}
        onClick={onToggle}
      />
      {open && (
        <InfoWindow
          anchor={markerElement}
          headerContent={
            <Typography component="span" variant="subtitle2">
              {marker.title}
            </Typography>
          }
          onCloseClick={onClose}
          maxWidth={260}
        >
          {marker.description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {marker.description}
            </Typography>
          )}
        </InfoWindow>
      )}
    </>
  );
}

/** The Google map itself: APIProvider, the map, its markers and their popups. */
export default function GoogleStudentMap({
  apiKey,
  mapId,
  center,
  zoom,
  markers,
  onMapClick,
  onUnavailable,
}: GoogleStudentMapProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const handleError = useCallback(
    (error: unknown) => onUnavailable('failed', error),
    [onUnavailable],
  );
  const handleClick = useCallback(
    (event: MapMouseEvent) => {
      const latLng = event.detail.latLng;
      if (latLng && onMapClick) onMapClick({ lat: latLng.lat, lng: latLng.lng });
    },
    [onMapClick],
  );

  return (
    <APIProvider apiKey={apiKey} libraries={LIBRARIES} onError={handleError}>
      <LoadingState onUnavailable={onUnavailable} />
      <Map
        mapId={mapId}
        defaultCenter={center}
        defaultZoom={zoom}
        gestureHandling="cooperative"
        draggableCursor={onMapClick ? 'crosshair' : undefined}
        clickableIcons={!onMapClick}
        onClick={onMapClick ? handleClick : undefined}
        style={MAP_STYLE}
      >
        <FollowCenter lat={center.lat} lng={center.lng} />
        {markers.map((marker, index) => (
          <MarkerWithPopup
            key={`${index}:${marker.lat},${marker.lng}`}
            marker={marker}
            open={openIndex === index}
            onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
            onClose={() => setOpenIndex(null)}
          />
        ))}
      </Map>
    </APIProvider>
  );
}
