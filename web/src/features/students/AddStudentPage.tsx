import type { StudentInput } from '@village/model/student';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { createStudent } from './api/write-student';
import { savedDescription } from './form/save-messages';
import { StudentForm } from './form/StudentForm';

/** /add-student: a new student record, saved on this device at once and synced when online. */
export function AddStudentPage() {
  const { orgId } = useCurrentOrganization();
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  // A double click must not add the student twice before the page has left.
  const saved = useRef(false);

  function save(values: StudentInput) {
    if (saved.current) return;
    try {
      const result = createStudent(orgId, user, values);
      saved.current = true;
      toast({
        variant: 'success',
        title: 'Success!',
        description: savedDescription('added', result.offline),
      });
      // Not waiting for `synced`: the write is queued on this device; the header shows its sync.
      navigate(paths.students);
    } catch (error) {
      console.error('Adding a student failed', error);
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: 'The student record could not be saved. Check the fields and try again.',
      });
    }
  }

  return <StudentForm mode="add" onSubmit={save} onCancel={() => navigate(paths.students)} />;
}

export default AddStudentPage;
