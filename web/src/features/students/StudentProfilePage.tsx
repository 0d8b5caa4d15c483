import type { Student } from '@village/model/student';
import { useNavigate, useParams } from 'react-router-dom';
import { TitledPageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/toast';
import { useOnline } from '../../lib/data/use-online';
import { PAGE_TITLES } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useStudent } from './api/use-student';
import { deleteStudent, graduateStudent } from './api/write-student';
import { OFFLINE_SAVE_NOTE } from './form/save-messages';
import { StudentRecord } from './components/StudentRecord';
import { StudentProfileView } from './profile/StudentProfileView';

/** /student/:studentId: the live record, or a clear message when it cannot be shown. */
export function StudentProfilePage() {
  const { studentId } = useParams();
  const { orgId } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);
  const online = useOnline();

  return (
    <StudentRecord
      state={state}
      studentId={studentId}
      action="open it"
      loading={<TitledPageLoading page={PAGE_TITLES.studentProfile} />}
    >
      {(student, fromCache) => (
        <StudentProfile student={student} orgId={orgId} cached={fromCache && !online} />
      )}
    </StudentRecord>
  );
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
