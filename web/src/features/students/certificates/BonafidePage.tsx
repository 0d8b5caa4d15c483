import Alert from '@mui/material/Alert';
import { todayIso } from '@village/model/dates';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { paths } from '../../../lib/paths';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useStudent } from '../api/use-student';
import { StudentRecord } from '../components/StudentRecord';
import { BonafideCertificate } from './BonafideCertificate';
import { PrintablePage } from './PrintablePage';

/** /student/:studentId/bonafide (staff): the student's bonafide certificate, to print. */
export function BonafidePage() {
  const { studentId } = useParams();
  const { orgId, organization } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);
  const year = useAcademicYear();

  // The letterhead needs the organization's name: wait for it rather than print a blank.
  if (!organization) return <PageLoading />;
  return (
    <StudentRecord state={state} studentId={studentId} action="open">
      {(student) => (
        <PrintablePage back={paths.student(student.id)}>
          {(t, language) => (
            <>
              {student.status !== 'active' && (
                <Alert severity="warning" data-print="hide" sx={{ mb: 2 }}>
                  {t('bonafide.leftNote')}
                </Alert>
              )}
              <BonafideCertificate
                student={student}
                organizationName={organization.name}
                organizationAddress={organization.address}
                academicYear={year.label}
                issuedOn={todayIso()}
                t={t}
                language={language}
              />
            </>
          )}
        </PrintablePage>
      )}
    </StudentRecord>
  );
}

export default BonafidePage;
