import type { Student } from '@village/model/student';
import { useNavigate, useParams } from 'react-router-dom';
import { TitledPageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/toast';
import { useOnline } from '../../lib/data/use-online';
import { PAGE_TITLES } from '../../lib/page-titles';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { useAcademicYear } from '../../lib/session/academic-year';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useAttendanceTotals } from '../../lib/attendance/totals';
import { useIndianDay } from '../../lib/session/indian-day';
import { revealAadhaar } from './api/identity';
import { useStudentConsent } from './api/consent';
import { useStudentYears } from './api/student-years';
import { useStudent } from './api/use-student';
import { deleteStudent, graduateStudent } from './api/write-student';
import { useMessages } from '../../lib/i18n/messages';
import { useSaveMessages } from './form/save-messages';
import { StudentRecord } from './components/StudentRecord';
import { studentProfileMessages } from './profile/messages';
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
      action="open"
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
  const t = useMessages(studentProfileMessages);
  const { t: tSave, withOfflineNote } = useSaveMessages();
  const consent = useStudentConsent(orgId, student.id);
  const years = useStudentYears(orgId, student.id);
  const academicYear = useAcademicYear();
  const attendance = useAttendanceTotals(orgId, academicYear.startYear, student.id);
  const today = useIndianDay();

  function graduate() {
    try {
      const result = graduateStudent(orgId, user, student);
      toast({
        variant: 'success',
        title: t('graduated.title'),
        description: withOfflineNote(
          t('graduated.description', { name: student.name }),
          result.offline,
        ),
      });
    } catch (error) {
      console.error('Marking a student as graduated failed', error);
      toast({
        variant: 'destructive',
        title: tSave('save.failedTitle'),
        description: t('graduated.failed'),
      });
    }
  }

  function remove() {
    try {
      const result = deleteStudent(orgId, student);
      toast({
        variant: 'success',
        title: t('deleted.title'),
        description: withOfflineNote(
          t('deleted.description', { name: student.name }),
          result.offline,
        ),
      });
      // The write is queued on this device; the header reports a refusal after syncing.
      navigate(paths.students);
    } catch (error) {
      console.error('Deleting a student failed', error);
      toast({
        variant: 'destructive',
        title: t('deleted.failedTitle'),
        description: t('deleted.failed'),
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
      showAadhaar={() => revealAadhaar(orgId, student.id)}
      consent={consent.status === 'ready' ? consent.data : null}
      // Not shown when the years cannot be read (offline with none on this device, refused):
      // "no year closed yet" would not be known to be true.
      yearHistory={
        years.status === 'ready' || years.status === 'loading'
          ? {
              years: years.status === 'ready' ? years.data.rows : null,
              current:
                student.status === 'active'
                  ? {
                      label: academicYear.label,
                      educationLevel: student.educationLevel,
                      section: student.section,
                    }
                  : null,
            }
          : undefined
      }
      attendance={{ totals: attendance, year: academicYear, today }}
      // Loaded on the press: a super_admin's rare action, which needs a connection anyway.
      downloadChildData={() =>
        import('./api/child-data').then(({ downloadableChildData }) =>
          downloadableChildData(orgId, user, student),
        )
      }
    />
  );
}

export default StudentProfilePage;
