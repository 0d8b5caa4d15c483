import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { StudentMap } from '../../../components/map/StudentMap';
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
export const locationCountText = (located: number, total: number) =>
  `${located} of ${total} ${total === 1 ? 'student has' : 'students have'} a location`;

export type LocatedStudentsMapProps = LocatedStudents;

/**
 * The organization's located students on a map fitted to them (clustered, each popup with a link
 * to the profile), the count of students with a
 * location, and the list of them with links to their profiles (usable when the map is not).
 */
export function LocatedStudentsMap({ students, total }: LocatedStudentsMapProps) {
  const markers = useMemo(() => studentMarkers(students), [students]);

  return (
    <Stack spacing={2}>
      <Typography role="status" color="text.secondary">
        {locationCountText(students.length, total)}
      </Typography>
      <StudentMap
        markers={markers}
        cluster
        fitToMarkers
        height={MAP_HEIGHT}
        ariaLabel="Map of the organization's students"
        unavailableHint={
          students.length > 0
            ? 'The located students are listed below, each with a link to the profile.'
            : undefined
        }
      />
      {total > 0 && students.length === 0 && (
        <Alert severity="info">
          No student has a location yet. Set one with Pin Location on Map on a student&apos;s form.
        </Alert>
      )}
      {total === 0 && <Alert severity="info">This organization has no students yet.</Alert>}
      <LocatedStudentList students={students} />
    </Stack>
  );
}
