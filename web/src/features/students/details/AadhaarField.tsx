import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { maskAadhaar, type AadhaarKind } from '@village/model/identity';
import { useOnline } from '../../../lib/data/use-online';
import type { TranslateOf } from '../../../lib/i18n/messages';
import { FULL_ROW } from '../components/form-grid';
import type { StudentDetailTexts } from './messages';

/** The Aadhaar field: typed apart from the groups, and saved apart (private/identity). */
export interface AadhaarInput {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** What is saved now, for the masked hint on edit. */
  saved?: { lastFour: string; kind: AadhaarKind } | null;
  /**
   * A super_admin may remove the saved number: `removed` says it will go at the save, and
   * `onRemovedChange` asks for it or takes it back. Absent for everyone else.
   */
  removal?: { removed: boolean; onRemovedChange: (removed: boolean) => void };
}

/**
 * The Aadhaar number in the identity group: typed in full, shown masked once saved, and for a
 * super_admin a button that removes the saved number at the next save (or keeps it after all).
 * The number is sent by a callable, online only: offline, the field says so as soon as one is
 * typed.
 */
export function AadhaarField({
  value,
  onChange,
  error,
  saved,
  removal,
  disabled,
  t,
}: AadhaarInput & { disabled?: boolean; t: TranslateOf<StudentDetailTexts> }) {
  const online = useOnline();
  const masked = saved ? maskAadhaar(saved.lastFour, saved.kind) : '';
  const removing = Boolean(saved && removal?.removed && value.trim() === '');
  // Typed (or removed) offline: the rest of the record is kept on this device, not the number.
  const hint =
    !online && (value.trim() !== '' || removing)
      ? t('aadhaar.onlineOnly')
      : removing
        ? t('aadhaar.removing', { masked })
        : saved
          ? t('aadhaar.stored', { masked })
          : t('aadhaar.hint');
  return (
    <Box sx={{ ...FULL_ROW, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <TextField
        name="aadhaar"
        label={t('aadhaar.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error ?? hint}
        disabled={disabled}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40, spellCheck: false } }}
      />
      {saved && removal && value.trim() === '' && (
        <Button
          size="small"
          color={removal.removed ? 'primary' : 'error'}
          disabled={disabled}
          onClick={() => removal.onRemovedChange(!removal.removed)}
        >
          {removal.removed ? t('aadhaar.keep') : t('aadhaar.remove')}
        </Button>
      )}
    </Box>
  );
}
