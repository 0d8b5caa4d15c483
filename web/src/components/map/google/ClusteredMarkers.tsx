import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import { useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { TitledClusterRenderer } from '../cluster-renderer';
import type { MapMarker } from '../map-types';
import { mapMessages } from '../messages';
import type { OnMapUnavailable } from './MapLoadingState';
import { syncShownMarkers, type ShownMarker } from './shown-markers';

/** The marker whose popup is open on a clustered map, and the element the popup hangs on. */
export interface SelectedMarker {
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
export function ClusteredMarkers({
  markers,
  onSelect,
  onUnavailable,
}: {
  markers: MapMarker[];
  onSelect: (selected: SelectedMarker) => void;
  onUnavailable: OnMapUnavailable;
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
  const shown = useRef(new Map<string, ShownMarker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    let created: MarkerClusterer | undefined;
    const markersShown = shown.current;
    import('../cluster-renderer').then(
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
    const { removed, added } = syncShownMarkers(shown.current, markers, (key, marker) => {
      const element = new markerLibrary.AdvancedMarkerElement();
      element.position = { lat: marker.lat, lng: marker.lng };
      element.title = marker.title;
      element.gmpClickable = true;
      const entry = { element, marker };
      element.addEventListener('gmp-click', () =>
        select.current({ key, marker: entry.marker, anchor: element }),
      );
      return entry;
    });
    if (removed.length > 0) clusterer.removeMarkers(removed, true);
    if (added.length > 0) clusterer.addMarkers(added, true);
    if (removed.length > 0 || added.length > 0) clusterer.render();
  }, [clusterer, markerLibrary, markers]);

  return null;
}
