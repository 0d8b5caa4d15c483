import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EARLY_REASON_LENGTH, earlyReasonProblem } from '@village/model/progression';
import { useState } from 'react';
import { formatDate } from '../../../lib/i18n/format';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { progressionMessages } from './messages';
import { dayInstant, type ApplyWindow } from './progression-window';

interface EarlyApplyProps {
  availability: ApplyWindow;
  yearLabel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  disabled?: boolean;
}

/**
 * Before the year's last quarter: why Apply is not available and from which day it is, or, for a
 * super_admin, the reason to give for applying now (checked as the model checks it: trimmed, 10
 * to 300 characters). Nothing in the last quarter or later.
 */
export function EarlyApply({
  availability,
  yearLabel,
  reason,
  onReasonChange,
  disabled,
}: EarlyApplyProps) {
  const t = useMessages(progressionMessages);
  const { language } = useI18n();
  const [touched, setTouched] = useState(false);
  if (availability.needs === 'nothing') return null;
  const date = formatDate(dayInstant(availability.opensOn), language);
  if (availability.needs === 'waiting')
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="progression-not-yet">
        {t('early.waiting', { year: yearLabel, date })}
      </Alert>
    );
  const problem = earlyReasonProblem(reason);
  const shownProblem = touched && problem !== null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Alert severity="warning">{t('early.superAdmin', { year: yearLabel, date })}</Alert>
      <TextField
        label={t('early.reason')}
        value={reason}
        multiline
        minRows={2}
        required
        disabled={disabled}
        onChange={(event) => onReasonChange(event.target.value)}
        onBlur={() => setTouched(true)}
        error={shownProblem}
        helperText={
          shownProblem
            ? t(problem === 'tooShort' ? 'early.tooShort' : 'early.tooLong', EARLY_REASON_LENGTH)
            : t('early.reasonHelp', EARLY_REASON_LENGTH)
        }
        // Room for a few characters over the limit, so that the message, not the field, stops them.
        slotProps={{ htmlInput: { maxLength: EARLY_REASON_LENGTH.max + 50 } }}
      />
    </Stack>
  );
}
