import type { StudentConsent } from '@village/model/consent';
import type { StudentInput } from '@village/model/student';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { findAdmissionNumberHolder } from './api/admission-numbers';
import { createStudent } from './api/write-student';
import { useAadhaarAfterSave } from './form/aadhaar-after-save';
import { useSaveMessages } from './form/save-messages';
import { StudentForm } from './form/StudentForm';
import { useSaveThenReturn } from './form/use-save-then-return';

/**
 * /add-student: a new student record, saved on this device at once and synced when online; its
 * Aadhaar number, online only (form/aadhaar-after-save.ts).
 */
export function AddStudentPage() {
  const { orgId } = useCurrentOrganization();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const saveThenReturn = useSaveThenReturn();
  const { t, savedDescription } = useSaveMessages();
  const aadhaarAfterSave = useAadhaarAfterSave();

  const save = (values: StudentInput, aadhaar: string | null, consent: StudentConsent) =>
    saveThenReturn(() => {
      const result = createStudent(orgId, user, values, consent);
      // The number goes apart, by a callable, once the student is on the server.
      aadhaarAfterSave.send(orgId, user, { id: result.id, name: values.name }, aadhaar, result);
      return {
        variant: 'success',
        title: t('save.title'),
        description: aadhaarAfterSave.note(
          savedDescription('added', result.offline),
          aadhaar,
          result.offline,
        ),
      };
    });

  return (
    <StudentForm
      mode="add"
      onSubmit={save}
      onCancel={() => navigate(paths.students)}
      findAdmissionNumberHolder={(number) => findAdmissionNumberHolder(orgId, number)}
    />
  );
}

export default AddStudentPage;
