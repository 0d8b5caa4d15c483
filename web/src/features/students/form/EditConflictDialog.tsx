import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { EducationLevel } from '@village/model/levels';
import type { Gender } from '@village/model/filters';
import type { StudentInput, StudentStatus } from '@village/model/student';
import {
  isDetailGroup,
  type StudentField,
  type StudentFieldConflict,
} from '@village/model/student-edit';
import { studentFieldText } from '@village/model/student-field-text';
import { useId } from 'react';
import { useI18n, type I18n } from '../../../lib/i18n/I18nProvider';
import { genderLabel, levelLabel } from '../../../lib/i18n/labels';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { longDate } from '../components/long-date';
import { detailLines } from '../details/detail-text';
import { studentDetailMessages, type StudentDetailTexts } from '../details/messages';
import { studentFormMessages, type StudentFormTexts } from './messages';

export interface EditConflictDialogProps {
  open: boolean;
  /** The fields changed both in the form and in the stored record since the form opened. */
  conflicts: readonly StudentFieldConflict[];
  /** Whether the save also writes other changes, which both choices keep. */
  hasOtherChanges: boolean;
  /** The stored record is this device's copy: newer changes on the server may not be in it. */
  comparedWithDeviceCopy: boolean;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onBack: () => void;
}

/**
 * A field's value in the reader's words, as the profile shows it: the model's studentFieldText,
 * with dates, genders, levels and statuses said in the current language.
 */
function valueText<K extends StudentField>(
  field: K,
  value: StudentInput[K],
  { language, t: tCore }: I18n,
  t: TranslateOf<StudentFormTexts>,
  tDetails: TranslateOf<StudentDetailTexts>,
): string {
  if (value === null || value === '') return t('value.notRecorded');
  if (isDetailGroup(field)) {
    const lines = detailLines(field, value as never, tDetails);
    if (lines.length === 0) return t('value.notRecorded');
    return lines.map((line) => `${line.label}: ${line.text}`).join('\n');
  }
  switch (field) {
    case 'dateOfBirth':
    case 'enrollmentDate':
      return longDate(value as string, language);
    case 'gender':
      return genderLabel(value as Gender, tCore);
    case 'educationLevel':
      return levelLabel(value as EducationLevel, tCore);
    case 'status':
      return t(`status.${value as StudentStatus}`);
    default:
      return studentFieldText(field, value);
  }
}

const valueSx = { m: 0, mb: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/**
 * Before an edit overwrites what someone else saved to the same fields since the form opened:
 * both values, field by field, and the choice. Back to the form is the safe default.
 */
export function EditConflictDialog({
  open,
  conflicts,
  hasOtherChanges,
  comparedWithDeviceCopy,
  onKeepMine,
  onKeepTheirs,
  onBack,
}: EditConflictDialogProps) {
  const t = useMessages(studentFormMessages);
  const tDetails = useMessages(studentDetailMessages);
  const i18n = useI18n();
  const label = (field: StudentField) =>
    isDetailGroup(field) ? tDetails(`group.${field}`) : t(`field.${field}`);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onBack} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('conflict.text', { count: conflicts.length })}
        </DialogContentText>
        {comparedWithDeviceCopy && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('conflict.deviceCopy')}
          </Alert>
        )}
        {conflicts.map((conflict) => (
          <Box
            key={conflict.field}
            component="section"
            aria-label={label(conflict.field)}
            sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {label(conflict.field)}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('conflict.theirs')}
              </Typography>
              <Typography component="dd" sx={valueSx}>
                {valueText(conflict.field, conflict.theirs, i18n, t, tDetails)}
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('conflict.yours')}
              </Typography>
              <Typography component="dd" sx={{ ...valueSx, mb: 0 }}>
                {valueText(conflict.field, conflict.yours, i18n, t, tDetails)}
              </Typography>
            </Box>
          </Box>
        ))}
        {hasOtherChanges && <DialogContentText>{t('conflict.otherChanges')}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack} color="inherit" autoFocus>
          {t('conflict.back')}
        </Button>
        <Button onClick={onKeepTheirs} variant="outlined">
          {t('conflict.keepTheirs')}
        </Button>
        <Button onClick={onKeepMine} variant="contained">
          {t('conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
