import { useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useEffect, useRef } from 'react';
import type { MapMarker } from '../map-types';

/** fitBounds on two close markers would zoom in to the street: no closer than this. */
const MAX_FIT_ZOOM = 15;
const FIT_PADDING = 48;

/**
 * Fits the view to the markers the first time there are some (one marker: centred on it at the
 * given zoom). Later changes (a live list) leave the view where the user has moved it.
 */
export function FitToMarkers({ markers }: { markers: MapMarker[] }) {
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
