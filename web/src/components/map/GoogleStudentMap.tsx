import { APIProvider, Map, type MapMouseEvent } from '@vis.gl/react-google-maps';
import { useCallback, useState } from 'react';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { ClusteredMarkers, type SelectedMarker } from './google/ClusteredMarkers';
import { FitToMarkers } from './google/FitToMarkers';
import { FollowCenter } from './google/FollowCenter';
import { MapLoadingState, type OnMapUnavailable } from './google/MapLoadingState';
import { markerKey } from './google/marker-key';
import { MarkerPopup } from './google/MarkerPopup';
import { MarkerWithPopup } from './google/MarkerWithPopup';
import type { LatLngLiteral, MapMarker } from './map-types';

// This module is the heavy part (the Google Maps library): StudentMap loads it with React.lazy
// only when a map is actually shown, and never without a key or while offline. Its parts in
// google/ are imported from here only, so they load with it.

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
  onUnavailable: OnMapUnavailable;
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
  const [selected, setSelected] = useState<SelectedMarker | null>(null);
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
      <MapLoadingState onUnavailable={onUnavailable} />
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
