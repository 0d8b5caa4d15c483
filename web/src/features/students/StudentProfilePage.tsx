import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CloudOff from '@mui/icons-material/CloudOffOutlined';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import type { Student } from '@village/model/student';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/toast';
import { dataErrorMessage } from '../../lib/data/state';
import { useOnline } from '../../lib/data/use-online';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useStudent } from './api/use-student';
import { deleteStudent, graduateStudent } from './api/write-student';
import { OFFLINE_SAVE_NOTE } from './form/save-messages';
import { ProfileUnavailable } from './profile/ProfileUnavailable';
import { StudentProfileView } from './profile/StudentProfileView';

const iconSx = { fontSize: 48, mb: 1 } as const;

/** /student/:studentId: the live record, or a clear message when it cannot be shown. */
export function StudentProfilePage() {
  const { studentId } = useParams();
  const { orgId } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);
  const online = useOnline();

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'offline') {
    return (
      <ProfileUnavailable
        icon={<CloudOff color="action" sx={iconSx} aria-hidden />}
        title="You are offline"
      >
        This student&apos;s record is not saved on this device yet. Connect to the internet to open
        it.
      </ProfileUnavailable>
    );
  }
  if (state.status === 'error') {
    return (
      <ProfileUnavailable icon={null} title="Student record unavailable">
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {dataErrorMessage(state.error)}
        </Alert>
      </ProfileUnavailable>
    );
  }
  if (state.data === null) {
    return (
      <ProfileUnavailable
        icon={<PersonOff color="action" sx={iconSx} aria-hidden />}
        title="Student not found"
      >
        No student with the id{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {studentId}
        </Box>{' '}
        is in this organization. It may have been deleted, or the link may be wrong.
      </ProfileUnavailable>
    );
  }
  return <StudentProfile student={state.data} orgId={orgId} cached={state.fromCache && !online} />;
}

function StudentProfile({
  student,
  orgId,
  cached,
}: {
  student: Student;
  orgId: string;
  cached: boolean;
}) {
  const { role } = useCurrentOrganization();
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();

  function graduate() {
    try {
      const result = graduateStudent(orgId, user, student);
      toast({
        variant: 'success',
        title: 'Student marked as graduated',
        description: `${student.name} is now marked as graduated.${result.offline ? OFFLINE_SAVE_NOTE : ''}`,
      });
    } catch (error) {
      console.error('Marking a student as graduated failed', error);
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: 'The student could not be marked as graduated. Try again.',
      });
    }
  }

  function remove() {
    try {
      const result = deleteStudent(orgId, student);
      toast({
        variant: 'success',
        title: 'Student deleted',
        description: `${student.name}'s record has been deleted.${result.offline ? OFFLINE_SAVE_NOTE : ''}`,
      });
      // The write is queued on this device; the header reports a refusal after syncing.
      navigate(paths.students);
    } catch (error) {
      console.error('Deleting a student failed', error);
      toast({
        variant: 'destructive',
        title: 'Not deleted',
        description: 'The student record could not be deleted. Try again.',
      });
    }
  }

  return (
    <StudentProfileView
      student={student}
      role={role}
      onGraduate={graduate}
      onDelete={remove}
      showingCachedCopy={cached}
    />
  );
}

export default StudentProfilePage;
