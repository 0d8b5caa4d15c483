import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MAP_DEFAULTS } from '@village/model/constants';
import { useId, useState } from 'react';
import { StudentMap } from '../../../components/map/StudentMap';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import {
  AXES,
  geolocationMessage,
  parseLocation,
  textsOf,
  type Axis,
  type Errors,
  type LatLngValue,
  type Texts,
} from './coordinates-text';
import { studentRecordMessages } from './messages';

export interface LocationPickerDialogProps {
  open: boolean;
  value: LatLngValue | null;
  onClose: () => void;
  /** The chosen location, or null when the user cleared it (or saved with both fields empty). */
  onConfirm: (value: LatLngValue | null) => void;
  title?: string;
}

interface PickerContentProps extends Omit<LocationPickerDialogProps, 'open' | 'title'> {
  titleId: string;
  title: string;
  mapHeight: number;
}

/** Keyed by the opening, so the fields start from the current value every time. */
function PickerContent({
  value,
  onClose,
  onConfirm,
  titleId,
  title,
  mapHeight,
}: PickerContentProps) {
  const t = useMessages(studentRecordMessages);
  const tCore = useT();
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const [errors, setErrors] = useState<Errors>({});
  const [mapCenter, setMapCenter] = useState<LatLngValue>(value ?? MAP_DEFAULTS.center);
  const [locating, setLocating] = useState(false);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);

  const parsed = parseLocation(texts, t);
  const pin = 'value' in parsed ? parsed.value : null;

  const setFromPoint = (point: LatLngValue, recenter: boolean) => {
    setTexts(textsOf(point));
    setErrors({});
    if (recenter) setMapCenter(point);
  };

  const changeText = (axis: Axis, text: string) => {
    const next = { ...texts, [axis]: text };
    setTexts(next);
    // Once a message is shown, it follows the typing (and goes away when fixed).
    if (errors.lat || errors.lng) {
      const result = parseLocation(next, t);
      setErrors('errors' in result ? result.errors : {});
    }
  };

  const recenterOnTypedValue = () => {
    if (pin) setMapCenter(pin);
  };

  const locateDevice = () => {
    setGeoMessage(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setGeoMessage(geolocationMessage('unsupported', t));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setFromPoint({ lat: position.coords.latitude, lng: position.coords.longitude }, true);
      },
      (error) => {
        setLocating(false);
        setGeoMessage(geolocationMessage(error.code, t));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const save = () => {
    const result = parseLocation(texts, t);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    onConfirm(result.value);
  };

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('picker.instructions')}
        </Typography>
        <StudentMap
          center={mapCenter}
          zoom={value ? MAP_DEFAULTS.profileZoom : MAP_DEFAULTS.zoom}
          markers={
            pin
              ? [{ ...pin, title: t('picker.selected'), description: `${pin.lat}, ${pin.lng}` }]
              : []
          }
          onMapClick={(point) => setFromPoint(point, false)}
          height={mapHeight}
          ariaLabel={t('picker.map')}
          unavailableHint={t('picker.noMap')}
        />
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={locating ? <CircularProgress size={16} aria-hidden /> : <MyLocation />}
            onClick={locateDevice}
            disabled={locating}
          >
            {locating ? t('picker.locating') : t('picker.useMine')}
          </Button>
          {geoMessage && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {geoMessage}
            </Alert>
          )}
        </Box>
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {(Object.keys(AXES) as Axis[]).map((axis) => (
            <TextField
              key={axis}
              label={t(AXES[axis].label)}
              value={texts[axis]}
              onChange={(event) => changeText(axis, event.target.value)}
              onBlur={recenterOnTypedValue}
              error={Boolean(errors[axis])}
              helperText={errors[axis] ?? t('picker.between', { max: AXES[axis].max })}
              placeholder={AXES[axis].example}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              fullWidth
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {tCore('common.cancel')}
        </Button>
        {value && (
          <Button onClick={() => onConfirm(null)} color="error">
            {t('picker.clear')}
          </Button>
        )}
        <Button variant="contained" onClick={save}>
          {t('picker.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Picks a student's location: click on the map, the device's location, or typed coordinates.
 * The fields are always there, so the dialog works without a map (no key, offline, script failure).
 */
export function LocationPickerDialog({
  open,
  value,
  onClose,
  onConfirm,
  title,
}: LocationPickerDialogProps) {
  const t = useMessages(studentRecordMessages);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // A new session on each opening (even one during the closing animation) resets the fields.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((current) => current + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <PickerContent
        key={session}
        value={value}
        onClose={onClose}
        onConfirm={onConfirm}
        titleId={titleId}
        title={title ?? t('picker.title')}
        mapHeight={fullScreen ? 260 : 340}
      />
    </Dialog>
  );
}
