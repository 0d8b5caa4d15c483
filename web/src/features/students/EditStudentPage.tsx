import Alert from '@mui/material/Alert';
import type { StudentConsent } from '@village/model/consent';
import type { AadhaarChange } from '@village/model/identity';
import { studentInputOf, type Student, type StudentInput } from '@village/model/student';
import {
  changedStudentFields,
  keepingTheirs,
  planStudentEdit,
  type StudentFieldConflict,
} from '@village/model/student-edit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { lazyUntilOpen } from '../../components/lazy-until-open';
import type { EditConflictDialogProps } from './form/EditConflictDialog';
import { TitledPageLoading } from '../../components/PageLoading';
import { useMessages } from '../../lib/i18n/messages';
import { PAGE_TITLES } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { findAdmissionNumberHolder } from './api/admission-numbers';
import { useStudentConsent } from './api/consent';
import { useStudent } from './api/use-student';
import { StudentRecord } from './components/StudentRecord';
import { updateStudent } from './api/write-student';
import { studentFormMessages } from './form/messages';
import { useAadhaarAfterSave } from './form/aadhaar-after-save';
import { useSaveMessages } from './form/save-messages';
import { StudentForm } from './form/StudentForm';
import { useSaveThenReturn } from './form/use-save-then-return';

// Opened only when a save meets a change made elsewhere: loaded then (and in an idle moment
// before, so that it can open offline), not with the page.
const EditConflictDialog = lazyUntilOpen<EditConflictDialogProps>(
  () => import('./form/EditConflictDialog').then((m) => ({ default: m.EditConflictDialog })),
  'EditConflictDialog',
);

/** /edit-student/:studentId: the real record in the form; an unchanged save writes nothing. */
export function EditStudentPage() {
  const { studentId } = useParams();
  const { orgId } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);
  const consent = useStudentConsent(orgId, studentId);
  // The form reads its starting values once: it waits for the consents too (a refused read of
  // them, which the rules never give staff, leaves them empty rather than blocking the edit).
  const consentSettled = consent.status === 'ready' || consent.status === 'error';

  return (
    <StudentRecord
      state={state.status === 'ready' && !consentSettled ? { status: 'loading' } : state}
      studentId={studentId}
      action="edit"
      loading={<TitledPageLoading page={PAGE_TITLES.editStudent} />}
    >
      {/* Keyed by id: another student's record starts a fresh form. */}
      {(student, fromCache) => (
        <EditStudentForm
          key={student.id}
          student={student}
          fromCache={fromCache}
          orgId={orgId}
          consent={consent.status === 'ready' ? consent.data : {}}
        />
      )}
    </StudentRecord>
  );
}

/** A save waiting for the user's choice: the form's values and what they would overwrite. */
interface PendingSave {
  edited: StudentInput;
  /** A newly typed Aadhaar number, saved whichever version the user keeps. */
  aadhaar: AadhaarChange;
  /** The consents as the form left them, saved whichever version the user keeps. */
  consent: StudentConsent;
  conflicts: StudentFieldConflict[];
  hasOtherChanges: boolean;
}

function EditStudentForm({
  student,
  fromCache,
  orgId,
  consent,
}: {
  /** Live: the record as stored now (the server's, or this device's copy offline). */
  student: Student;
  fromCache: boolean;
  orgId: string;
  /** Live: the student's consents as stored now. */
  consent: StudentConsent;
}) {
  const user = useSignedInUser();
  const { role } = useCurrentOrganization();
  const navigate = useNavigate();
  const saveThenReturn = useSaveThenReturn();
  const { t, savedDescription } = useSaveMessages();
  const tForm = useMessages(studentFormMessages);
  const aadhaarAfterSave = useAadhaarAfterSave();
  // The record as the form opened with it: the save writes only what the user changed from it.
  const [base] = useState(() => studentInputOf(student));
  const [baseConsent] = useState(consent);
  const [pending, setPending] = useState<PendingSave | null>(null);

  const write = (edited: StudentInput, aadhaar: AadhaarChange, nextConsent: StudentConsent) =>
    saveThenReturn(() => {
      const result = updateStudent(orgId, user, student.id, {
        base,
        current: studentInputOf(student),
        draft: edited,
        consent: { base: baseConsent, next: nextConsent },
      });
      // The number goes apart, by a callable, once the edit is on the server.
      aadhaarAfterSave.send(orgId, user, { id: student.id, name: edited.name }, aadhaar, result);
      // A typed number (or its removal) is a change too, sent apart.
      if (!result.written && aadhaar === null)
        return { variant: 'info', title: t('save.noChanges') };
      return {
        variant: 'success',
        title: t('save.title'),
        description: aadhaarAfterSave.note(
          savedDescription('updated', result.offline),
          aadhaar,
          result.offline,
        ),
      };
    });

  const save = (edited: StudentInput, aadhaar: AadhaarChange, nextConsent: StudentConsent) => {
    const plan = planStudentEdit(base, studentInputOf(student), edited);
    if (plan.conflicts.length === 0) {
      write(edited, aadhaar, nextConsent);
      return;
    }
    setPending({
      edited,
      aadhaar,
      consent: nextConsent,
      conflicts: plan.conflicts,
      hasOtherChanges: plan.written.length > plan.conflicts.length,
    });
  };

  const choose = (
    resolve: (edited: StudentInput, conflicts: StudentFieldConflict[]) => StudentInput,
  ) => {
    if (!pending) return;
    setPending(null);
    write(resolve(pending.edited, pending.conflicts), pending.aadhaar, pending.consent);
  };

  return (
    <>
      <StudentForm
        mode="edit"
        // The form reads these once, when it mounts: live updates do not overwrite typing.
        initialValues={base}
        initialConsent={baseConsent}
        canRemoveAadhaar={role === 'super_admin'}
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
