import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { IssueTransferCertificateResult } from '@village/model/school-year-callables';
import type { TransferCertificateDetails } from '@village/model/certificates';
import { todayIso } from '@village/model/dates';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { useOnline } from '../../../lib/data/use-online';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { classText } from './certificate-text';
import { IssuedTransferCertificate } from './IssuedTransferCertificate';
import { clearIssueKey, pendingIssueKey } from './issue-key';
import { certificateMessages } from './messages';
import { PrintablePage } from './PrintablePage';
import { TransferCertificate } from './TransferCertificate';
import { TransferCertificateForm } from './TransferCertificateForm';

export interface TransferCertificateScreenProps {
  student: Student;
  organization: Organization;
  /**
   * The issueTransferCertificate callable for this student (api/transfer-certificate.ts), with the
   * key of this Issue or duplicate (issue-key.ts): the same key on a retry.
   */
  issue: (
    details: TransferCertificateDetails,
    issueKey: string,
  ) => Promise<IssueTransferCertificateResult>;
}

/**
 * /student/:id/transfer-certificate's content. A student without a TC: the form of what the office
 * writes on it, then Issue TC (the server numbers it). A student with one: its number and date, and
 * Print a duplicate (the server counts the copy). Either way, the answer is printed: the number
 * the server gave, marked DUPLICATE when it says so, with the student as the TC recorded them.
 */
export function TransferCertificateScreen({
  student,
  organization,
  issue,
}: TransferCertificateScreenProps) {
  const t = useMessages(certificateMessages);
  const errorText = useCallableErrorText();
  const online = useOnline();
  const [issued, setIssued] = useState<IssueTransferCertificateResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The key of the call not yet answered: a retry (or a reload: sessionStorage) sends it again.
  const issueKey = useRef<string | null>(null);

  async function run(details: TransferCertificateDetails) {
    setBusy(true);
    setError(null);
    try {
      issueKey.current ??= pendingIssueKey(organization.id, student.id);
      const answer = await issue(details, issueKey.current);
      issueKey.current = null;
      clearIssueKey(organization.id, student.id);
      setIssued(answer);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  if (issued) {
    return (
      <PrintablePage back={paths.student(student.id)}>
        {(tPaper, language) => (
          <TransferCertificate
            student={student}
            certificate={issued.certificate}
            duplicate={issued.duplicate}
            printedOn={todayIso()}
            organizationName={organization.name}
            organizationAddress={organization.address}
            t={tPaper}
            language={language}
          />
        )}
      </PrintablePage>
    );
  }

  const existing = student.transferCertificate;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Link
        component={RouterLink}
        to={paths.student(student.id)}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {t('toolbar.back')}
      </Link>
      <PageHeader
        title={t('tc.title')}
        subtitle={`${student.name} · ${classText(student.educationLevel, student.section, t)}`}
      />
      {!online && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('tcForm.offline')}
        </Alert>
      )}
      {error !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(error)}
        </Alert>
      )}
      {existing ? (
        <IssuedTransferCertificate
          student={student}
          busy={busy || !online}
          onPrintDuplicate={() =>
            void run({
              leavingDate: existing.leavingDate,
              reasonForLeaving: existing.reasonForLeaving,
              conduct: existing.conduct,
              qualifiedForPromotion: existing.qualifiedForPromotion,
            })
          }
        />
      ) : (
        <TransferCertificateForm busy={busy} disabled={!online} onSubmit={(d) => void run(d)} />
      )}
    </Box>
  );
}
