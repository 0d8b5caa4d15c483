import { studentInputOf, type Student, type StudentInput } from '@village/model/student';
import { useNavigate, useParams } from 'react-router-dom';
import { TitledPageLoading } from '../../components/PageLoading';
import { PAGE_TITLES } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useStudent } from './api/use-student';
import { StudentRecord } from './components/StudentRecord';
import { updateStudent } from './api/write-student';
import { savedDescription } from './form/save-messages';
import { StudentForm } from './form/StudentForm';
import { useSaveThenReturn } from './form/use-save-then-return';

/** /edit-student/:studentId: the real record in the form; an unchanged save writes nothing. */
export function EditStudentPage() {
  const { studentId } = useParams();
  const { orgId } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);

  return (
    <StudentRecord
      state={state}
      studentId={studentId}
      action="edit it"
      loading={<TitledPageLoading page={PAGE_TITLES.editStudent} />}
    >
      {/* Keyed by id: another student's record starts a fresh form. */}
      {(student) => <EditStudentForm key={student.id} student={student} orgId={orgId} />}
    </StudentRecord>
  );
}

function EditStudentForm({ student, orgId }: { student: Student; orgId: string }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const saveThenReturn = useSaveThenReturn();

  const save = (values: StudentInput) =>
    saveThenReturn(() => {
      // Compared with the record as it is now (live), so an unchanged edit writes nothing.
      const result = updateStudent(orgId, user, student, values);
      return result.written
        ? {
            variant: 'success',
            title: 'Success!',
            description: savedDescription('updated', result.offline),
          }
        : { variant: 'info', title: 'No changes to save' };
    });

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
