import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import PinDrop from '@mui/icons-material/PinDropOutlined';
import type { LatLng } from '@village/model/student';
import { lazy, Suspense, useId, useState } from 'react';
import { loadWhenIdle } from '../../../components/load-when-idle';
import { useMessages } from '../../../lib/i18n/messages';
import { studentFormMessages } from './messages';

// The dialog's code loads once the form is idle, not with it (so that offline it still opens and
// takes coordinates by hand); Google's map itself loads when the dialog opens.
const loadLocationPickerDialog = () => import('../components/LocationPickerDialog');
loadWhenIdle(loadLocationPickerDialog);
const LocationPickerDialog = lazy(() =>
  loadLocationPickerDialog().then((module) => ({ default: module.LocationPickerDialog })),
);

export interface LocationFieldProps {
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  mode: 'add' | 'edit';
  error?: string;
  disabled?: boolean;
}

export const formatLatLng = ({ lat, lng }: LatLng) => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

/** The student's location: its coordinates, and the map dialog that sets them. */
export function LocationField({ value, onChange, mode, error, disabled }: LocationFieldProps) {
  const t = useMessages(studentFormMessages);
  const labelId = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's exit transition.
  const [requested, setRequested] = useState(false);
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p" gutterBottom>
        {t('field.location')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          color={value ? 'text.primary' : 'text.secondary'}
          data-testid="student-location"
          sx={{ flex: '1 1 12rem', fontVariantNumeric: 'tabular-nums' }}
        >
          {value ? formatLatLng(value) : t('location.none')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PinDrop />}
          disabled={disabled}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {mode === 'add' ? t('location.pin') : t('location.update')}
        </Button>
        {value && (
          <Button color="inherit" disabled={disabled} onClick={() => onChange(null)}>
            {t('location.remove')}
          </Button>
        )}
        {requested && (
          <Suspense fallback={<CircularProgress size={20} aria-label={t('location.loading')} />}>
            <LocationPickerDialog
              open={open}
              value={value}
              onClose={() => setOpen(false)}
              onConfirm={(next: LatLng | null) => {
                onChange(next);
                setOpen(false);
              }}
            />
          </Suspense>
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
