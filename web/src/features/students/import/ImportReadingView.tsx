import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FileReading, ValueSample } from '@village/model/import/column-readings';
import type { ImportField } from '@village/model/import/columns';
import { unreadValueTextIn } from './problem-text';
import { formatCount } from '../../../lib/format-count';
import type { Translate } from '../../../lib/i18n/catalog';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { importMessages, type ImportTexts } from './messages';
import { valueLabel } from './value-labels';

/** Values not understood listed: a file of 20,000 different classes must not build 20,000 lines. */
export const UNREAD_LIMIT = 50;

const NOT_MAPPED = '';

/** "VII → 7th Standard", or the value alone when it is stored as written. */
export function sampleText(sample: ValueSample): string {
  return sample.read === sample.shown ? sample.read : `${sample.read} → ${sample.shown}`;
}

/** sampleText with the value stored in the reader's language ("VII → कक्षा 7"). */
function sampleTextIn(field: ImportField, t: ImportTexts, core: Translate) {
  return (sample: ValueSample) =>
    sampleText({ read: sample.read, shown: valueLabel(field, sample.shown, t, core) });
}

export interface ImportReadingViewProps {
  understood: FileReading;
  onMapValue: (field: ImportField, value: string, replacement: string | null) => void;
  disabled?: boolean;
}

/**
 * What the file's columns were understood as (a few values each, as read and as stored), each
 * value not understood once with its count of rows and a choice of the known value it means.
 */
export function ImportReadingView({
  understood,
  onMapValue,
  disabled = false,
}: ImportReadingViewProps) {
  const t = useMessages(importMessages);
  const core = useT();
  const { columns, unread, twoDigitYears } = understood;
  const listed = unread.slice(0, UNREAD_LIMIT);
  const more = unread.length - listed.length;
  return (
    <Box component="section" aria-label={t('reading.title')} sx={{ mb: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('reading.title')}
      </Typography>
      <Box
        component="dl"
        aria-label={t('reading.values')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {columns
          .filter((column) => column.samples.length > 0)
          .map((column) => (
            <Box key={column.field} data-column={column.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {column.header === t(`field.${column.field}`)
                  ? column.header
                  : `${column.header} (${t(`field.${column.field}`)})`}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
              >
                {column.samples.map(sampleTextIn(column.field, t, core)).join(', ')}
              </Typography>
            </Box>
          ))}
      </Box>
      {twoDigitYears && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('twoDigitYearRule')}
        </Alert>
      )}
      {unread.length > 0 && (
        <Box component="section" aria-label={t('unread.title')} sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('unread.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('unread.help')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {listed.map((value) => {
              const text = unreadValueTextIn(t)(value);
              return (
                <Box
                  component="li"
                  key={`${value.field}\u0000${value.value}`}
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column', sm: 'row' },
                    alignItems: { xs: 'stretch', sm: 'center' },
                    gap: 1,
                  }}
                >
                  <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {text}
                  </Typography>
                  <TextField
                    select
                    size="small"
                    label={t('unread.readAs')}
                    disabled={disabled}
                    value={value.replacement ?? NOT_MAPPED}
                    onChange={(event) =>
                      onMapValue(
                        value.field,
                        value.value,
                        event.target.value === NOT_MAPPED ? null : event.target.value,
                      )
                    }
                    slotProps={{
                      select: { native: true },
                      inputLabel: { shrink: true },
                      htmlInput: {
                        'aria-label': t('unread.readAsLabel', {
                          header: value.header,
                          value: value.value,
                        }),
                      },
                    }}
                    sx={{ minWidth: 200 }}
                  >
                    <option value={NOT_MAPPED}>{t('unread.notUnderstood')}</option>
                    {value.choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {valueLabel(value.field, choice, t, core)}
                      </option>
                    ))}
                  </TextField>
                </Box>
              );
            })}
          </Box>
          {more > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('unread.more', { count: more, n: formatCount(more) })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
