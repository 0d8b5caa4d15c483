import Alert from '@mui/material/Alert';
import { studentInputOf, type Student, type StudentInput } from '@village/model/student';
import {
  changedStudentFields,
  keepingTheirs,
  planStudentEdit,
  type StudentFieldConflict,
} from '@village/model/student-edit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TitledPageLoading } from '../../components/PageLoading';
import { useMessages } from '../../lib/i18n/messages';
import { PAGE_TITLES } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { findAdmissionNumberHolder } from './api/admission-numbers';
import { useStudent } from './api/use-student';
import { StudentRecord } from './components/StudentRecord';
import { updateStudent } from './api/write-student';
import { EditConflictDialog } from './form/EditConflictDialog';
import { studentFormMessages } from './form/messages';
import { useSaveMessages } from './form/save-messages';
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
      action="edit"
      loading={<TitledPageLoading page={PAGE_TITLES.editStudent} />}
    >
      {/* Keyed by id: another student's record starts a fresh form. */}
      {(student, fromCache) => (
        <EditStudentForm key={student.id} student={student} fromCache={fromCache} orgId={orgId} />
      )}
    </StudentRecord>
  );
}

/** A save waiting for the user's choice: the form's values and what they would overwrite. */
interface PendingSave {
  edited: StudentInput;
  /** A newly typed Aadhaar number, saved whichever version the user keeps. */
  aadhaar: string | null;
  conflicts: StudentFieldConflict[];
  hasOtherChanges: boolean;
}

function EditStudentForm({
  student,
  fromCache,
  orgId,
}: {
  /** Live: the record as stored now (the server's, or this device's copy offline). */
  student: Student;
  fromCache: boolean;
  orgId: string;
}) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const saveThenReturn = useSaveThenReturn();
  const { t, savedDescription } = useSaveMessages();
  const tForm = useMessages(studentFormMessages);
  // The record as the form opened with it: the save writes only what the user changed from it.
  const [base] = useState(() => studentInputOf(student));
  const [pending, setPending] = useState<PendingSave | null>(null);

  const write = (edited: StudentInput, aadhaar: string | null) =>
    saveThenReturn(() => {
      const result = updateStudent(orgId, user, student.id, {
        base,
        current: studentInputOf(student),
        draft: edited,
        aadhaar,
      });
      return result.written
        ? {
            variant: 'success',
            title: t('save.title'),
            description: savedDescription('updated', result.offline),
          }
        : { variant: 'info', title: t('save.noChanges') };
    });

  const save = (edited: StudentInput, aadhaar: string | null) => {
    const plan = planStudentEdit(base, studentInputOf(student), edited);
    if (plan.conflicts.length === 0) {
      write(edited, aadhaar);
      return;
    }
    setPending({
      edited,
      aadhaar,
      conflicts: plan.conflicts,
      hasOtherChanges: plan.written.length > plan.conflicts.length,
    });
  };

  const choose = (
    resolve: (edited: StudentInput, conflicts: StudentFieldConflict[]) => StudentInput,
  ) => {
    if (!pending) return;
    setPending(null);
    write(resolve(pending.edited, pending.conflicts), pending.aadhaar);
  };

  return (
    <>
      <StudentForm
        mode="edit"
        // The form reads these once, when it mounts: live updates do not overwrite typing.
        initialValues={base}
        notice={
          changedStudentFields(base, studentInputOf(student)).length > 0 && (
            <Alert severity="info" role="status" sx={{ mb: 3 }}>
              {tForm('edit.changedElsewhere')}
            </Alert>
          )
        }
        onSubmit={save}
        onCancel={() => navigate(paths.students)}
        findAdmissionNumberHolder={(number) => findAdmissionNumberHolder(orgId, number, student.id)}
      />
      <EditConflictDialog
        open={pending !== null}
        conflicts={pending?.conflicts ?? []}
        hasOtherChanges={pending?.hasOtherChanges ?? false}
        comparedWithDeviceCopy={fromCache}
        onKeepMine={() => choose((edited) => edited)}
        // Their values as stored now, in case they changed again while the dialog was open.
        onKeepTheirs={() =>
          choose((edited, conflicts) => keepingTheirs(edited, conflicts, studentInputOf(student)))
        }
        onBack={() => setPending(null)}
      />
    </>
  );
}

export default EditStudentPage;
