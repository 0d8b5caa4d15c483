import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { MapMarker } from './map-types';

/** What a marker's popup shows below its title: the description, and its link if it has one. */
export function MarkerPopupBody({ marker }: { marker: MapMarker }) {
  return (
    <>
      {marker.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {marker.description}
        </Typography>
      )}
      {marker.link && (
        <Link
          component={RouterLink}
          to={marker.link.to}
          variant="body2"
          sx={{ display: 'inline-block', mt: 0.5 }}
        >
          {marker.link.label}
        </Link>
      )}
    </>
  );
}
