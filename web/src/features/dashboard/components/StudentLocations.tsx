import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { MAP_DEFAULTS } from '@village/model/constants';
import { memo, useMemo } from 'react';
import { MapLoadingOverlay } from '../../../components/map/MapLoadingOverlay';
import { StudentMap } from '../../../components/map/StudentMap';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import type { LocatedStudents } from '../map/located-students';
import { studentMarkers } from './student-markers';
import { studentsText } from './distribution';
import { formatCount } from '../../../lib/format-count';

export interface StudentLocationsProps {
  /** The located students: loading until the map is asked for (the page asks for them then). */
  locations: DataState<LocatedStudents>;
  /** Whether the map has been asked for; until then the section offers to show it. */
  requested: boolean;
  onShow: () => void;
}

/** Tall enough to read, short enough to leave the rest of the dashboard in sight on a phone. */
const MAP_HEIGHT = 'clamp(260px, 50vh, 380px)';

/**
 * Student Locations: a marker per located student (clustered when many), fitted to them, or the
 * dashboard's default centre and zoom 12 when none has a location (docs/product.md, "Map"). The
 * map and its markers load when asked for, so a visit to the dashboard costs a few documents, not
 * the directory index and the maps script.
 */
export const StudentLocations = memo(function StudentLocations({
  locations,
  requested,
  onShow,
}: StudentLocationsProps) {
  const located = locations.status === 'ready' ? locations.data : undefined;
  const markers = useMemo(() => (located ? studentMarkers(located.students) : []), [located]);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="locations-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="locations-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Student Locations
      </Typography>
      {!requested && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1.5,
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            See where your students live. The map loads their locations when you ask for it, to save
            data on slow connections.
          </Typography>
          <Button variant="outlined" startIcon={<MapOutlined />} onClick={onShow}>
            Show map
          </Button>
        </Box>
      )}
      {requested && locations.status === 'loading' && (
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
      {locations.status === 'offline' && (
        <Alert severity="info">
          You are offline, and the students&apos; locations have not been loaded on this device yet.
        </Alert>
      )}
      {locations.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(locations.error)}</Alert>
      )}
      {located && (
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
              : `${studentsText(markers.length)} on the map, of ${formatCount(located.total)}.`}
          </Typography>
        </>
      )}
    </Paper>
  );
});
