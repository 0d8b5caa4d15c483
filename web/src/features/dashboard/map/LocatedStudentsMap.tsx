import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { StudentMap } from '../../../components/map/StudentMap';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardEnglish, dashboardMessages, type DashboardTranslate } from '../messages';
import { LocatedStudentList } from './LocatedStudentList';
import { studentMarkers } from '../components/student-markers';
import type { LocatedStudents } from './located-students';

/**
 * The map's height: the viewport less the app's header (64 px), the main area's padding (48 px),
 * this page's title and count (about 130 px) and the attribution line, so that the map fills the
 * screen; never less than 320 px (a phone held sideways scrolls to it).
 */
const MAP_HEIGHT = 'max(320px, calc(100dvh - 270px))';

/** "3 of 5 students have a location"; "1 of 1 student has a location". */
export const locationCountText = (
  located: number,
  total: number,
  t: DashboardTranslate = dashboardEnglish,
) => t('map.locatedCount', { located, count: total });

export type LocatedStudentsMapProps = LocatedStudents;

/**
 * The organization's located students on a map fitted to them (clustered, each popup with a link
 * to the profile), the count of students with a
 * location, and the list of them with links to their profiles (usable when the map is not).
 */
export function LocatedStudentsMap({ students, total }: LocatedStudentsMapProps) {
  const t = useMessages(dashboardMessages);
  const core = useT();
  const viewProfile = t('marker.viewProfile');
  const markers = useMemo(
    () => studentMarkers(students, core, viewProfile),
    [students, core, viewProfile],
  );

  return (
    <Stack spacing={2}>
      <Typography role="status" color="text.secondary">
        {locationCountText(students.length, total, t)}
      </Typography>
      <StudentMap
        markers={markers}
        cluster
        fitToMarkers
        height={MAP_HEIGHT}
        ariaLabel={t('map.label')}
        unavailableHint={students.length > 0 ? t('map.listedBelow') : undefined}
      />
      {total > 0 && students.length === 0 && <Alert severity="info">{t('map.noneLocated')}</Alert>}
      {total === 0 && <Alert severity="info">{t('map.noStudents')}</Alert>}
      <LocatedStudentList students={students} />
    </Stack>
  );
}
