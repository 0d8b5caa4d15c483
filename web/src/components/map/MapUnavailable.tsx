import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { unavailableMessageKey } from './map-availability';
import type { MapMarker, MapUnavailableReason } from './map-types';
import { formatCount } from '../../lib/format-count';
import { useMessages } from '../../lib/i18n/messages';
import { mapMessages } from './messages';

export interface MapUnavailableProps {
  reason: MapUnavailableReason;
  markers: MapMarker[];
  ariaLabel: string;
  /** What the user can do instead (e.g. "Enter the latitude and longitude below."). */
  hint?: ReactNode;
}

/**
 * The panel lists at most this many markers: a map of a whole organization may have thousands,
 * and a list that long helps nobody (the directory is there to search them).
 */
export const MAX_LISTED_MARKERS = 50;

/** One collator for the whole sort: thousands of markers, compared many times each. */
const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** "28.6139, 77.209" → "28.61390, 77.20900": five decimals are about a metre. */
export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** Shown instead of the map: why it is missing, and the markers' coordinates as text, by name. */
export function MapUnavailable({ reason, markers, ariaLabel, hint }: MapUnavailableProps) {
  // By name, so that the list reads in a stable order whatever order the markers came in.
  const listed = useMemo(
    () =>
      [...markers].sort((a, b) => byName.compare(a.title, b.title)).slice(0, MAX_LISTED_MARKERS),
    [markers],
  );
  const more = markers.length - listed.length;
  const t = useMessages(mapMessages);
  return (
    <Box
      role="region"
      aria-label={ariaLabel}
      data-map-unavailable={reason}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 1,
        bgcolor: 'action.hover',
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <LocationOffOutlined color="action" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="subtitle2">
            {t('unavailable.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(unavailableMessageKey(reason))}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {hint}
            </Typography>
          )}
        </Box>
      </Box>
      {markers.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 4.5 }} aria-label={t('unavailable.locations')}>
          {listed.map((marker, index) => (
            <Typography
              component="li"
              variant="body2"
              key={marker.id ?? index}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {marker.link ? (
                <Link component={RouterLink} to={marker.link.to} sx={{ fontWeight: 700 }}>
                  {marker.title}
                </Link>
              ) : (
                <strong>{marker.title}</strong>
              )}
              : {formatCoordinates(marker)}
            </Typography>
          ))}
        </Box>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, pl: 4.5 }}>
          {t('unavailable.more', { count: formatCount(more) })}
        </Typography>
      )}
    </Box>
  );
}
