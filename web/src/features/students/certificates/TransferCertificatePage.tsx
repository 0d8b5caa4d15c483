import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { issueTransferCertificate } from '../api/transfer-certificate';
import { useStudent } from '../api/use-student';
import { StudentRecord } from '../components/StudentRecord';
import { TransferCertificateScreen } from './TransferCertificateScreen';

/** /student/:studentId/transfer-certificate (staff): issue the student's TC, or a duplicate. */
export function TransferCertificatePage() {
  const { studentId } = useParams();
  const { orgId, organization } = useCurrentOrganization();
  const state = useStudent(orgId, studentId);

  // The letterhead needs the organization's name: wait for it rather than print a blank.
  if (!organization) return <PageLoading />;
  return (
    <StudentRecord state={state} studentId={studentId} action="open">
      {(student) => (
        <TransferCertificateScreen
          student={student}
          organization={organization}
          issue={(details, issueKey) =>
            issueTransferCertificate({ orgId, studentDocId: student.id, details, issueKey })
          }
        />
      )}
    </StudentRecord>
  );
}

export default TransferCertificatePage;
