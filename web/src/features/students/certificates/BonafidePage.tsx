import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { todayIso } from '@village/model/dates';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useStudent } from '../api/use-student';
import { StudentRecord } from '../components/StudentRecord';
import { BonafideCertificate } from './BonafideCertificate';
import { certificateMessages } from './messages';
import { PrintablePage } from './PrintablePage';

/**
 * A bonafide certificate says the student studies here now: for one who has left or graduated it
 * would be false, so the page says why it prints none (an address kept from before, a bookmark).
 */
function NotOnRoll({ back }: { back: string }) {
  const t = useMessages(certificateMessages);
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={back} color="inherit" size="small">
          {t('toolbar.back')}
        </Button>
      }
    >
      {t('bonafide.leftNote')}
    </Alert>
  );
}

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
      {(student) =>
        student.status !== 'active' ? (
          <NotOnRoll back={paths.student(student.id)} />
        ) : (
          <PrintablePage back={paths.student(student.id)}>
            {(t, language) => (
              <BonafideCertificate
                student={student}
                organizationName={organization.name}
                organizationAddress={organization.address}
                academicYear={year.label}
                issuedOn={todayIso()}
                t={t}
                language={language}
              />
            )}
          </PrintablePage>
        )
      }
    </StudentRecord>
  );
}

export default BonafidePage;
