import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAP_DEFAULTS } from '@village/model/constants';
import { useMemo, type Ref } from 'react';
import { MapLoadingOverlay } from '../../../components/map/MapLoadingOverlay';
import { StudentMap } from '../../../components/map/StudentMap';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import type { DirectoryIndex } from '../../../lib/directory/directory-index';
import { studentMarkers } from './student-markers';
import { studentsText } from './distribution';

export interface StudentLocationsProps {
  /** The directory index: loading until the section is shown (the page asks for it then). */
  directory: DataState<DirectoryIndex>;
  /** The section, watched by the page to know when the map is shown. */
  ref?: Ref<HTMLElement>;
}

/** Tall enough to read, short enough to leave the rest of the dashboard in sight on a phone. */
const MAP_HEIGHT = 'clamp(260px, 50vh, 380px)';

/**
 * Student Locations: a marker per located student (clustered when many), fitted to them, or the
 * dashboard's default centre and zoom 12 when none has a location (SPEC.md §9).
 */
export function StudentLocations({ directory, ref }: StudentLocationsProps) {
  const entries = directory.status === 'ready' ? directory.data.entries : undefined;
  const markers = useMemo(() => (entries ? studentMarkers(entries.values()) : []), [entries]);
  return (
    <Paper
      ref={ref}
      component="section"
      variant="outlined"
      aria-labelledby="locations-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="locations-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Student Locations
      </Typography>
      {directory.status === 'loading' && (
        <Box
          sx={{
            position: 'relative',
            height: MAP_HEIGHT,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <MapLoadingOverlay />
        </Box>
      )}
      {directory.status === 'offline' && (
        <Alert severity="info">
          You are offline, and the students&apos; locations have not been loaded on this device yet.
        </Alert>
      )}
      {directory.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(directory.error)}</Alert>
      )}
      {entries && (
        <>
          <StudentMap
            markers={markers}
            cluster
            fitToMarkers
            center={MAP_DEFAULTS.center}
            zoom={MAP_DEFAULTS.dashboardZoom}
            height={MAP_HEIGHT}
            ariaLabel="Map of student locations"
            unavailableHint={
              markers.length > 0 ? 'The students with a location are listed below.' : undefined
            }
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {markers.length === 0
              ? 'No student has a location yet: pin one on the map from the student’s form.'
              : `${studentsText(markers.length)} on the map, of ${entries.size.toLocaleString('en-IN')}.`}
          </Typography>
        </>
      )}
    </Paper>
  );
}
