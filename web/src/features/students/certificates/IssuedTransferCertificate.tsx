import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { Student } from '@village/model/student';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { longDate } from '../components/long-date';
import { tcNumberText } from './certificate-text';
import { certificateMessages } from './messages';

/** A student's TC already issued: its number and date, and Print a duplicate. */
export function IssuedTransferCertificate({
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
          // The name the TC was issued in, which a later edit does not change.
          name: certificate.snapshot?.name ?? student.name,
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
