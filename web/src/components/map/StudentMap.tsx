import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAP_DEFAULTS } from '@village/model/constants';
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useOnline } from '../../lib/data/use-online';
import { useMessages } from '../../lib/i18n/messages';
import { MapLoadingOverlay } from './MapLoadingOverlay';
import { MapUnavailable } from './MapUnavailable';
import { logMapUnavailable, mapsApiKey, mapsMapId } from './map-availability';
import type { LatLngLiteral, MapLoadFailure, MapMarker, MapUnavailableReason } from './map-types';
import { mapMessages } from './messages';

// The Google Maps library (about 16 kB gzipped with its loader, before Google's own script)
// stays out of every route's first chunk: it is fetched the first time a map is really shown.
const GoogleStudentMap = lazy(() => import('./GoogleStudentMap'));

export interface StudentMapProps {
  /** Defaults to MAP_DEFAULTS.center (about 28.61, 77.21). */
  center?: LatLngLiteral;
  /** Defaults to MAP_DEFAULTS.zoom (10). */
  zoom?: number;
  markers: MapMarker[];
  /**
   * Groups nearby markers into clusters, numbered, that zoom in on a click (for a map of many
   * students; a lone marker stays a marker). The clustering code loads only with such a map.
   */
  cluster?: boolean;
  /**
   * Shows all the markers: the first time there are some, the view fits their bounds (no closer
   * than zoom 15; one marker: centred on it at `zoom`). Until then, and without markers, the map
   * stays at `center` and `zoom`. Later changes to the markers leave the view alone.
   */
  fitToMarkers?: boolean;
  /** Makes the map a picker: a click anywhere returns its latitude and longitude. */
  onMapClick?: (latLng: LatLngLiteral) => void;
  /** Height of the map's area (a number is pixels). */
  height: number | string;
  /** Names the map's region for screen readers (e.g. "Location of Aarav Sharma"). */
  ariaLabel: string;
  /** Added to the "Map unavailable" panel: what the user can do instead. */
  unavailableHint?: ReactNode;
}

interface MapBoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * The map's code chunk failed to download (flaky network) or the map crashed: the page shows
 * the fallback panel instead of its error page.
 */
class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The app's map (docs/product.md, "Map"): markers with popups, an optional click handler, a
 * Loading map... overlay and the provider's attribution. Without a key, offline, or when Google's
 * script fails, a "Map unavailable" panel says why and lists the markers' coordinates instead.
 */
export function StudentMap({
  center = MAP_DEFAULTS.center,
  zoom = MAP_DEFAULTS.zoom,
  markers,
  cluster = false,
  fitToMarkers = false,
  onMapClick,
  height,
  ariaLabel,
  unavailableHint,
}: StudentMapProps) {
  const online = useOnline();
  const t = useMessages(mapMessages);
  const apiKey = mapsApiKey();
  const [failure, setFailure] = useState<{ reason: MapLoadFailure; detail?: unknown } | null>(null);
  const reason: MapUnavailableReason | null = !apiKey
    ? 'no-key'
    : !online
      ? 'offline'
      : (failure?.reason ?? null);

  useEffect(() => {
    if (reason) logMapUnavailable(reason, failure?.detail);
  }, [reason, failure]);

  const handleUnavailable = useCallback((next: MapLoadFailure, detail?: unknown) => {
    setFailure((current) => current ?? { reason: next, detail });
  }, []);
  const handleMapError = useCallback(
    (error: unknown) => handleUnavailable('failed', error),
    [handleUnavailable],
  );

  if (reason) {
    return (
      <MapUnavailable
        reason={reason}
        markers={markers}
        ariaLabel={ariaLabel}
        hint={unavailableHint}
      />
    );
  }

  return (
    <Box>
      <Box
        role="region"
        aria-label={ariaLabel}
        sx={{
          position: 'relative',
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <MapBoundary onError={handleMapError}>
          <Suspense fallback={<MapLoadingOverlay />}>
            <GoogleStudentMap
              apiKey={apiKey}
              mapId={mapsMapId()}
              center={center}
              zoom={zoom}
              markers={markers}
              cluster={cluster}
              fitToMarkers={fitToMarkers}
              onMapClick={onMapClick}
              onUnavailable={handleUnavailable}
            />
          </Suspense>
        </MapBoundary>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}
      >
        {t('poweredBy')}
      </Typography>
    </Box>
  );
}
