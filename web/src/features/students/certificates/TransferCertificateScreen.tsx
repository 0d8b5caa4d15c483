import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { IssueTransferCertificateResult } from '@village/model/school-year-callables';
import {
  CERTIFICATE_LIMITS,
  QUALIFIED_FOR_PROMOTION,
  transferCertificateDetailsSchema,
  type QualifiedForPromotion,
  type TransferCertificateDetails,
} from '@village/model/certificates';
import { todayIso } from '@village/model/dates';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { useOnline } from '../../../lib/data/use-online';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { longDate } from '../components/long-date';
import { loadStudentDatePicker, StudentDateField } from '../form/StudentDateField';
import { classText, tcNumberText } from './certificate-text';
import { certificateMessages } from './messages';
import { PrintablePage } from './PrintablePage';
import { TransferCertificate } from './TransferCertificate';

export interface TransferCertificateScreenProps {
  student: Student;
  organization: Organization;
  /** The issueTransferCertificate callable for this student (api/transfer-certificate.ts). */
  issue: (details: TransferCertificateDetails) => Promise<IssueTransferCertificateResult>;
}

/**
 * /student/:id/transfer-certificate's content. A student without a TC: the form of what the office
 * writes on it, then Issue TC (the server numbers it). A student with one: its number and date, and
 * Print a duplicate (the server counts the copy). Either way, the answer is printed: the number
 * the server gave, marked DUPLICATE when it says so.
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

  async function run(details: TransferCertificateDetails) {
    setBusy(true);
    setError(null);
    try {
      setIssued(await issue(details));
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
        <IssuedPanel
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

function IssuedPanel({
  student,
  busy,
  onPrintDuplicate,
}: {
  student: Student;
  busy: boolean;
  onPrintDuplicate: () => void;
}) {
  const t = useMessages(certificateMessages);
  const { language } = useI18n();
  const certificate = student.transferCertificate!;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography>
        {t('tcIssued.text', {
          number: tcNumberText(certificate.number, language, t),
          name: student.name,
          date: longDate(certificate.issuedOn, language),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('tcIssued.duplicateHint')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<PrintOutlined />}
        disabled={busy}
        onClick={onPrintDuplicate}
        sx={{ mt: 2 }}
      >
        {t('tcIssued.printDuplicate')}
      </Button>
    </Paper>
  );
}

type FieldName = keyof TransferCertificateDetails;

/** What the office writes on a TC, checked by the model's schema (the callable checks it again). */
function TransferCertificateForm({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled: boolean;
  onSubmit: (details: TransferCertificateDetails) => void;
}) {
  const t = useMessages(certificateMessages);
  const validationText = useValidationText();
  const [leavingDate, setLeavingDate] = useState<Dayjs | null>(() => dayjs(todayIso()));
  const [reasonForLeaving, setReason] = useState('');
  const [conduct, setConduct] = useState('');
  const [qualifiedForPromotion, setQualified] = useState<QualifiedForPromotion>('yes');
  // The English messages, translated when drawn (a switch of language redraws them).
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!leavingDate?.isValid()) {
      setErrors({ leavingDate: '' });
      return;
    }
    const parsed = transferCertificateDetailsSchema.safeParse({
      leavingDate: leavingDate.format('YYYY-MM-DD'),
      reasonForLeaving,
      conduct,
      qualifiedForPromotion,
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const errorOf = (field: FieldName) =>
    errors[field] === undefined
      ? undefined
      : errors[field] === ''
        ? t('tcForm.leavingDateRequired')
        : validationText(errors[field]);

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      onSubmit={submit}
      onFocusCapture={() => void loadStudentDatePicker().catch(() => undefined)}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('tcForm.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('tcForm.intro')}
      </Typography>
      <Stack spacing={2}>
        <StudentDateField
          name="leavingDate"
          label={t('tcForm.leavingDate')}
          value={leavingDate}
          onChange={setLeavingDate}
          error={errorOf('leavingDate')}
          disabled={busy}
        />
        <TextField
          name="reasonForLeaving"
          label={t('tcForm.reason')}
          value={reasonForLeaving}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reasonForLeaving !== undefined}
          helperText={errorOf('reasonForLeaving') ?? t('tcForm.reasonHint')}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: CERTIFICATE_LIMITS.reasonForLeaving } }}
          fullWidth
        />
        <TextField
          name="conduct"
          label={t('tcForm.conduct')}
          value={conduct}
          onChange={(event) => setConduct(event.target.value)}
          error={errors.conduct !== undefined}
          helperText={errorOf('conduct') ?? t('tcForm.conductHint')}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: CERTIFICATE_LIMITS.conduct } }}
          fullWidth
        />
        <TextField
          select
          name="qualifiedForPromotion"
          label={t('tcForm.qualified')}
          value={qualifiedForPromotion}
          onChange={(event) => setQualified(event.target.value as QualifiedForPromotion)}
          disabled={busy}
          fullWidth
        >
          {QUALIFIED_FOR_PROMOTION.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`qualified.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || disabled}
        startIcon={<PrintOutlined />}
        sx={{ mt: 3 }}
      >
        {busy ? t('tcForm.issuing') : t('tcForm.issue')}
      </Button>
    </Paper>
  );
}
