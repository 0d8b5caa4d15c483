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
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../messages';

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
  const t = useMessages(dashboardMessages);
  const core = useT();
  const located = locations.status === 'ready' ? locations.data : undefined;
  const viewProfile = t('marker.viewProfile');
  const markers = useMemo(
    () => (located ? studentMarkers(located.students, core, viewProfile) : []),
    [located, core, viewProfile],
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="locations-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="locations-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('locations.title')}
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
            {t('locations.prompt')}
          </Typography>
          <Button variant="outlined" startIcon={<MapOutlined />} onClick={onShow}>
            {t('locations.show')}
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
      {locations.status === 'offline' && <Alert severity="info">{t('locations.offline')}</Alert>}
      {locations.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(locations.error, core)}</Alert>
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
            ariaLabel={t('locations.mapLabel')}
            unavailableHint={markers.length > 0 ? t('locations.listedBelow') : undefined}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {markers.length === 0
              ? t('locations.none')
              : t('locations.count', {
                  students: studentsText(markers.length, t),
                  total: formatCount(located.total),
                })}
          </Typography>
        </>
      )}
    </Paper>
  );
});
