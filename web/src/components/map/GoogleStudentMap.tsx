import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  InfoWindow,
  Map,
  useAdvancedMarkerRef,
  useApiLoadingStatus,
  useMap,
  useMapsLibrary,
  type MapMouseEvent,
} from '@vis.gl/react-google-maps';
import Typography from '@mui/material/Typography';
import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import type { TitledClusterRenderer } from './cluster-renderer';
import { MapLoadingOverlay } from './MapLoadingOverlay';
import { MarkerPopupBody } from './MarkerPopupBody';
import { mapMessages } from './messages';
import type { LatLngLiteral, MapMarker, MapUnavailableReason } from './map-types';

// This module is the heavy part (the Google Maps library): StudentMap loads it with React.lazy
// only when a map is actually shown, and never without a key or while offline.

export interface GoogleStudentMapProps {
  apiKey: string;
  mapId: string;
  center: LatLngLiteral;
  zoom: number;
  markers: MapMarker[];
  /** Group nearby markers into clusters (a click on one zooms in to its markers). */
  cluster: boolean;
  /** Once there are markers, show them all (see StudentMapProps.fitToMarkers). */
  fitToMarkers: boolean;
  onMapClick?: (latLng: LatLngLiteral) => void;
  /** The script failed to load or Google refused the key: the caller shows the fallback. */
  onUnavailable: (
    reason: Extract<MapUnavailableReason, 'failed' | 'auth-failure'>,
    detail?: unknown,
  ) => void;
}

// Stable identities: APIProvider re-runs its loading effect when these change.
const LIBRARIES = ['marker'];

/**
 * Google's script loads once per page, in one language (its place names, controls and copyright):
 * the app's language when the first map is shown. A later change of the app's language keeps it,
 * as asking the loader for another would fail.
 */
let scriptLanguage: string | undefined;
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

/** fitBounds on two close markers would zoom in to the street: no closer than this. */
const MAX_FIT_ZOOM = 15;
const FIT_PADDING = 48;

/**
 * Fits the view to the markers the first time there are some (one marker: centred on it at the
 * given zoom). Later changes (a live list) leave the view where the user has moved it.
 */
function FitToMarkers({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  const core = useMapsLibrary('core');
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || !core || fitted.current || markers.length === 0) return;
    fitted.current = true;
    if (markers.length === 1) {
      map.setCenter({ lat: markers[0]!.lat, lng: markers[0]!.lng });
      return;
    }
    const bounds = new core.LatLngBounds();
    for (const marker of markers) bounds.extend({ lat: marker.lat, lng: marker.lng });
    map.fitBounds(bounds, FIT_PADDING);
    core.event.addListenerOnce(map, 'idle', () => {
      if ((map.getZoom() ?? 0) > MAX_FIT_ZOOM) map.setZoom(MAX_FIT_ZOOM);
    });
  }, [map, core, markers]);
  return null;
}

/** A marker's identity across renders of a live list. */
function markerKey(marker: MapMarker, index: number): string {
  return marker.id ?? `${index}:${marker.lat},${marker.lng}:${marker.title}`;
}

interface Selected {
  key: string;
  marker: MapMarker;
  anchor: google.maps.marker.AdvancedMarkerElement;
}

/**
 * Many markers, grouped by @googlemaps/markerclusterer (loaded only here, when a clustered map is
 * shown). The markers are plain AdvancedMarkerElements made once per marker and kept while it
 * stays in the list, rather than one React component each: a map of a whole organization may
 * have thousands. A click opens the one popup, held by the parent.
 */
function ClusteredMarkers({
  markers,
  onSelect,
  onUnavailable,
}: {
  markers: MapMarker[];
  onSelect: (selected: Selected) => void;
  onUnavailable: GoogleStudentMapProps['onUnavailable'];
}) {
  const map = useMap();
  const markerLibrary = useMapsLibrary('marker');
  const [clusterer, setClusterer] = useState<MarkerClusterer | null>(null);
  const t = useMessages(mapMessages);
  // The clusters' titles in the current language; a switch retitles those drawn (not a new map).
  const clusterTitle = useCallback((count: number) => t('cluster', { count }), [t]);
  const titleRef = useRef(clusterTitle);
  const renderer = useRef<TitledClusterRenderer | undefined>(undefined);
  useEffect(() => {
    titleRef.current = clusterTitle;
    renderer.current?.retitle(clusterTitle);
  }, [clusterTitle]);
  const shown = useRef(
    // globalThis.Map: `Map` here is the library's map component.
    new globalThis.Map<
      string,
      { element: google.maps.marker.AdvancedMarkerElement; marker: MapMarker }
    >(),
  );
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    let created: MarkerClusterer | undefined;
    const markersShown = shown.current;
    import('./cluster-renderer').then(
      ({ MarkerClusterer, TitledClusterRenderer }) => {
        if (cancelled) return;
        renderer.current = new TitledClusterRenderer(titleRef.current);
        created = new MarkerClusterer({ map, renderer: renderer.current });
        setClusterer(created);
      },
      (error: unknown) => {
        if (!cancelled) onUnavailable('failed', error);
      },
    );
    return () => {
      cancelled = true;
      created?.clearMarkers();
      created?.setMap(null);
      markersShown.clear();
      renderer.current = undefined;
      setClusterer(null);
    };
  }, [map, onUnavailable]);

  useEffect(() => {
    if (!clusterer || !markerLibrary) return;
    const current = shown.current;
    const next = new globalThis.Map(
      markers.map((marker, index) => [markerKey(marker, index), marker] as const),
    );
    const removed: google.maps.marker.AdvancedMarkerElement[] = [];
    for (const [key, { element }] of current) {
      if (!next.has(key)) {
        removed.push(element);
        current.delete(key);
      }
    }
    const added: google.maps.marker.AdvancedMarkerElement[] = [];
    for (const [key, marker] of next) {
      const known = current.get(key);
      if (known && known.marker.lat === marker.lat && known.marker.lng === marker.lng) {
        known.marker = marker;
        known.element.title = marker.title;
        continue;
      }
      if (known) removed.push(known.element);
      const element = new markerLibrary.AdvancedMarkerElement();
      element.position = { lat: marker.lat, lng: marker.lng };
      element.title = marker.title;
      element.gmpClickable = true;
      const entry = { element, marker };
      element.addEventListener('gmp-click', () =>
        select.current({ key, marker: entry.marker, anchor: element }),
      );
      current.set(key, entry);
      added.push(element);
    }
    if (removed.length > 0) clusterer.removeMarkers(removed, true);
    if (added.length > 0) clusterer.addMarkers(added, true);
    if (removed.length > 0 || added.length > 0) clusterer.render();
  }, [clusterer, markerLibrary, markers]);

  return null;
}

/** The popup of a marker: its title as the header, then its description and link. */
function MarkerPopup({
  marker,
  anchor,
  onClose,
}: {
  marker: MapMarker;
  anchor: google.maps.marker.AdvancedMarkerElement | null;
  onClose: () => void;
}) {
  return (
    <InfoWindow
      anchor={anchor}
      headerContent={
        <Typography component="span" variant="subtitle2">
          {marker.title}
        </Typography>
      }
      onCloseClick={onClose}
      maxWidth={260}
    >
      {(marker.description || marker.link) && <MarkerPopupBody marker={marker} />}
    </InfoWindow>
  );
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
      {open && <MarkerPopup marker={marker} anchor={markerElement} onClose={onClose} />}
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
  cluster,
  fitToMarkers,
  onMapClick,
  onUnavailable,
}: GoogleStudentMapProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { language } = useI18n();
  scriptLanguage ??= language;
  const [selected, setSelected] = useState<Selected | null>(null);
  // The open popup follows its marker through a live list, and closes when the marker goes.
  const selectedMarker = selected
    ? markers.find(
        (marker, index) =>
          markerKey(marker, index) === selected.key &&
          marker.lat === selected.marker.lat &&
          marker.lng === selected.marker.lng,
      )
    : undefined;
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
    <APIProvider
      apiKey={apiKey}
      libraries={LIBRARIES}
      language={scriptLanguage}
      onError={handleError}
    >
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
        {fitToMarkers ? (
          <FitToMarkers markers={markers} />
        ) : (
          <FollowCenter lat={center.lat} lng={center.lng} />
        )}
        {cluster ? (
          <>
            <ClusteredMarkers
              markers={markers}
              onSelect={setSelected}
              onUnavailable={onUnavailable}
            />
            {selected && selectedMarker && (
              <MarkerPopup
                marker={selectedMarker}
                anchor={selected.anchor}
                onClose={() => setSelected(null)}
              />
            )}
          </>
        ) : (
          markers.map((marker, index) => (
            <MarkerWithPopup
              key={markerKey(marker, index)}
              marker={marker}
              open={openIndex === index}
              onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
              onClose={() => setOpenIndex(null)}
            />
          ))
        )}
      </Map>
    </APIProvider>
  );
}
