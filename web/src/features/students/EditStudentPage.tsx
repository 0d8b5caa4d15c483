import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import CloudOff from '@mui/icons-material/CloudOffOutlined';
import { studentInputOf, type Student, type StudentInput } from '@village/model/student';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/toast';
import { dataErrorMessage } from '../../lib/data/state';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useStudent } from './api/use-student';
import { updateStudent } from './api/write-student';
import { savedDescription } from './form/save-messages';
import { StudentForm } from './form/StudentForm';

/** A page-sized message in place of the form: no such student, offline, or refused. */
function Unavailable({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 520, mx: 'auto' }}>
      {icon}
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
        {children}
      </Typography>
      <Button component={RouterLink} to={paths.students} variant="contained">
        Back to Student Directory
      </Button>
    </Box>
  );
}

const iconSx = { fontSize: 48, mb: 1 } as const;

/** /edit-student/:studentId: the real record in the form; an unchanged save writes nothing. */
export function EditStudentPage() {
  const { studentId } = useParams();
  const { orgId } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'offline') {
    return (
      <Unavailable
        icon={<CloudOff color="action" sx={iconSx} aria-hidden />}
        title="You are offline"
      >
        This student&apos;s record is not saved on this device yet. Connect to the internet to open
        it for editing.
      </Unavailable>
    );
  }
  if (state.status === 'error') {
    return (
      <Unavailable icon={null} title="Student record unavailable">
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {dataErrorMessage(state.error)}
        </Alert>
      </Unavailable>
    );
  }
  if (state.data === null) {
    return (
      <Unavailable
        icon={<PersonOff color="action" sx={iconSx} aria-hidden />}
        title="Student not found"
      >
        No student with this id is in this organization. It may have been deleted, or the link may
        be wrong.
      </Unavailable>
    );
  }
  // Keyed by id: another student's record starts a fresh form.
  return <EditStudentForm key={state.data.id} student={state.data} orgId={orgId} />;
}

function EditStudentForm({ student, orgId }: { student: Student; orgId: string }) {
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  const saved = useRef(false);

  function save(values: StudentInput) {
    if (saved.current) return;
    try {
      // Compared with the record as it is now (live), so an unchanged edit writes nothing.
      const result = updateStudent(orgId, user, student, values);
      saved.current = true;
      toast(
        result.written
          ? {
              variant: 'success',
              title: 'Success!',
              description: savedDescription('updated', result.offline),
            }
          : { variant: 'info', title: 'No changes to save' },
      );
      navigate(paths.students);
    } catch (error) {
      console.error('Updating a student failed', error);
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: 'The student record could not be saved. Check the fields and try again.',
      });
    }
  }

  return (
    <StudentForm
      mode="edit"
      // The form reads these once, when it mounts: live updates do not overwrite typing.
      initialValues={studentInputOf(student)}
      onSubmit={save}
      onCancel={() => navigate(paths.students)}
    />
  );
}

export default EditStudentPage;
