import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  CERTIFICATE_LIMITS,
  QUALIFIED_FOR_PROMOTION,
  transferCertificateDetailsSchema,
  type QualifiedForPromotion,
  type TransferCertificateDetails,
} from '@village/model/certificates';
import { todayIso } from '@village/model/dates';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { loadStudentDatePicker, StudentDateField } from '../form/StudentDateField';
import { certificateMessages } from './messages';

type FieldName = keyof TransferCertificateDetails;

/** What the office writes on a TC, checked by the model's schema (the callable checks it again). */
export function TransferCertificateForm({
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
