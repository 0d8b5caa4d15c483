import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MAP_UNAVAILABLE_MESSAGES } from './map-availability';
import type { MapMarker, MapUnavailableReason } from './map-types';

export interface MapUnavailableProps {
  reason: MapUnavailableReason;
  markers: MapMarker[];
  ariaLabel: string;
  /** What the user can do instead (e.g. "Enter the latitude and longitude below."). */
  hint?: ReactNode;
}

/** "28.6139, 77.209" → "28.61390, 77.20900": five decimals are about a metre. */
export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** Shown instead of the map: why it is missing, and the markers' coordinates as text. */
export function MapUnavailable({ reason, markers, ariaLabel, hint }: MapUnavailableProps) {
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
            Map unavailable
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {MAP_UNAVAILABLE_MESSAGES[reason]}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {hint}
            </Typography>
          )}
        </Box>
      </Box>
      {markers.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 4.5 }} aria-label="Locations">
          {markers.map((marker, index) => (
            <Typography
              component="li"
              variant="body2"
              key={index}
              sx={{ overflowWrap: 'anywhere' }}
            >
              <strong>{marker.title}</strong>: {formatCoordinates(marker)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
