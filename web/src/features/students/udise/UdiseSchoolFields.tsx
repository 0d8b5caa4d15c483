import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UDISE_LEVELS } from '@village/model/udise-export';
import { MANAGEMENT_TYPES, STREAMS } from '@village/model/udise-school';
import { useT } from '../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { studentDetailMessages } from '../details/messages';
import { udiseMessages } from './messages';
import { classesChosen, offersStreams, type SchoolFields } from './settings-form-values';

// The school's part of the UDISE+ settings: who manages it, its classes and their sections, its
// streams and vocational courses. Choices are the phone's own lists (native selects).

export interface SchoolFieldsProps {
  fields: SchoolFields;
  onChange: (patch: Partial<SchoolFields>) => void;
  /** The error of a field ("highestClass", "sections.6"), in the reader's language. */
  errorOf: (key: string) => string | undefined;
}

const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;
const TITLE = { fontSize: '1.15rem', fontWeight: 600, mb: 1 } as const;
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
} as const;

/** The management type, under the school's code. */
export function ManagementField({ fields, onChange, errorOf }: SchoolFieldsProps) {
  const t = useMessages(udiseMessages);
  const error = errorOf('management');
  return (
    <TextField
      select
      label={t('settings.management')}
      value={fields.management}
      onChange={(event) => onChange({ management: event.target.value })}
      error={error !== undefined}
      helperText={error ?? t('settings.managementHelp')}
      fullWidth
      slotProps={NATIVE}
    >
      <option value="">{t('settings.notSet')}</option>
      {MANAGEMENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`management.${type}`)}
        </option>
      ))}
    </TextField>
  );
}

/** The lowest and highest class, and the sections of each class between them. */
export function UdiseClassFields({ fields, onChange, errorOf }: SchoolFieldsProps) {
  const t = useMessages(udiseMessages);
  const catalog = useT();
  const classSelect = (field: 'lowestClass' | 'highestClass') => (
    <TextField
      select
      label={t(`settings.${field}`)}
      value={fields[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field)}
      slotProps={NATIVE}
    >
      <option value="">{t('settings.notSet')}</option>
      {UDISE_LEVELS.map((level, index) => (
        <option key={level} value={String(index + 1)}>
          {levelLabel(level, catalog)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={TITLE}>
        {t('settings.classesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.classesHelp')}
      </Typography>
      <Box sx={{ ...GRID, mb: 2 }}>
        {classSelect('lowestClass')}
        {classSelect('highestClass')}
      </Box>
      <Box sx={GRID}>
        {classesChosen(fields).map((n) => {
          const key = String(n);
          const error = errorOf(`sections.${key}`);
          return (
            <TextField
              key={key}
              size="small"
              label={t('settings.sectionsOf', {
                className: levelLabel(UDISE_LEVELS[n - 1]!, catalog),
              })}
              value={fields.sections[key] ?? ''}
              onChange={(event) =>
                onChange({ sections: { ...fields.sections, [key]: event.target.value } })
              }
              error={error !== undefined}
              helperText={error ?? t('settings.sectionsHelp')}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
            />
          );
        })}
      </Box>
    </Paper>
  );
}

/** The streams of classes XI and XII, and the vocational courses. */
export function UdiseOfferFields({ fields, onChange, errorOf }: SchoolFieldsProps) {
  const t = useMessages(udiseMessages);
  const labels = useMessages(studentDetailMessages);
  const streamsError = errorOf('streams');
  const coursesError = errorOf('vocationalCourses');
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ ...TITLE, mb: 2 }}>
        {t('settings.offeredTitle')}
      </Typography>
      <FormControl component="fieldset" error={streamsError !== undefined} sx={{ mb: 2 }}>
        <FormLabel component="legend">{t('settings.streams')}</FormLabel>
        {offersStreams(fields) ? (
          <FormGroup row>
            {STREAMS.map((stream) => (
              <FormControlLabel
                key={stream}
                label={labels(`option.stream.${stream}`)}
                control={
                  <Checkbox
                    checked={fields.streams.includes(stream)}
                    onChange={(event) =>
                      onChange({
                        streams: event.target.checked
                          ? STREAMS.filter((s) => s === stream || fields.streams.includes(s))
                          : fields.streams.filter((s) => s !== stream),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        ) : (
          <FormHelperText sx={{ mx: 0 }}>{t('settings.streamsNone')}</FormHelperText>
        )}
        {streamsError !== undefined && <FormHelperText>{streamsError}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('settings.vocational')}
        value={fields.vocationalCourses}
        onChange={(event) => onChange({ vocationalCourses: event.target.value })}
        error={coursesError !== undefined}
        helperText={coursesError ?? t('settings.vocationalHelp')}
        multiline
        minRows={2}
        fullWidth
      />
    </Paper>
  );
}
