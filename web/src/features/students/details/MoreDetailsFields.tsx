import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maskAadhaar, type AadhaarKind } from '@village/model/identity';
import {
  DETAIL_CHOICE_TABLES,
  DETAIL_GROUP_NAMES,
  recordedFieldCount,
  STUDENT_DETAIL_GROUPS,
  type DetailFieldKey,
  type DetailFieldSpec,
  type DetailGroupName,
} from '@village/model/student-details';
import { Fragment } from 'react';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { ConsentFields, type ConsentInput } from './ConsentFields';
import { GroupSection } from './GroupSection';
import { studentDetailMessages, type StudentDetailTexts } from './messages';

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

export interface MoreDetailsFieldsProps {
  /** The groups as typed (student-form-values.ts DetailsFormState). */
  value: Record<DetailGroupName, Record<string, unknown>>;
  onChange: (group: DetailGroupName, field: string, value: unknown) => void;
  /** Messages by "group.field", already in the reader's language. */
  errorOf: (group: DetailGroupName, field: string) => string | undefined;
  aadhaar: AadhaarInput;
  /** The parent's consents: the section after Family, and what the APAAR ID field needs. */
  consent: ConsentInput;
  /** Whether the stream applies (classes XI and XII). */
  hasStream: boolean;
  disabled?: boolean;
}

type Translate = TranslateOf<StudentDetailTexts>;
type OptionKey = keyof StudentDetailTexts & string;

const fullWidth = { gridColumn: '1 / -1' } as const;

/**
 * Fields shown only when the answer they depend on is yes: the impairments, certificate and
 * percentage of a child with special needs (student-form-values.ts drops them otherwise).
 */
const NEEDS_DETAILS = new Set<string>([
  'impairments',
  'disabilityCertificate',
  'disabilityPercent',
]);

/**
 * The "More details" part of the add and edit form (issue 27): each group a section that opens
 * on a tap (a native details element: no script to load, and the browser keeps it accessible),
 * its fields drawn from the model's table (model/src/student-details.ts).
 */
export function MoreDetailsFields({
  value,
  onChange,
  errorOf,
  aadhaar,
  consent,
  hasStream,
  disabled,
}: MoreDetailsFieldsProps) {
  const t = useMessages(studentDetailMessages);
  // An APAAR ID is entered only with its consent given (the rules refuse it otherwise); one saved
  // before its consent was recorded stays editable, so that it can be removed.
  const apaarConsented = consent.value.apaar.status === 'given';
  const apaarTyped = typeof value.identity.apaarId === 'string' && value.identity.apaarId !== '';
  const apaarHint = apaarConsented
    ? undefined
    : apaarTyped
      ? t('apaar.noConsent')
      : t('apaar.needsConsent');
  return (
    <Box
      component="section"
      aria-labelledby="more-details-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id="more-details-title" variant="h6" component="h2">
          {t('moreDetails')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('moreDetails.hint')}
        </Typography>
      </Box>
      {DETAIL_GROUP_NAMES.map((group) => {
        const fields = Object.entries(STUDENT_DETAIL_GROUPS[group]) as Array<
          [DetailFieldKey, DetailFieldSpec]
        >;
        const shown = fields.filter(([field]) => {
          if (field === 'stream') return hasStream;
          if (group === 'needs' && NEEDS_DETAILS.has(field)) return value.needs.cwsn === true;
          return true;
        });
        const recorded = recordedFieldCount(
          Object.fromEntries(
            Object.entries(value[group]).filter(
              ([, v]) => v !== '' && v !== null && !isEmptyList(v),
            ),
          ),
        );
        const hasError = fields.some(([field]) => errorOf(group, field) !== undefined);
        return (
          <Fragment key={group}>
            <GroupSection
              group={group}
              title={t(`group.${group}`)}
              recorded={recorded}
              // A group with a problem opens, so the refused submit can take the user to it.
              open={hasError || (group === 'identity' && aadhaar.error !== undefined)}
              t={t}
            >
              {group === 'family' && (
                <Typography variant="body2" color="text.secondary" sx={fullWidth}>
                  {t('family.hint')}
                </Typography>
              )}
              {group === 'identity' && <AadhaarField {...aadhaar} disabled={disabled} t={t} />}
              {shown.map(([field, spec]) => (
                <DetailField
                  key={field}
                  group={group}
                  field={field}
                  spec={spec}
                  value={value[group][field]}
                  onChange={(next) => onChange(group, field, next)}
                  error={errorOf(group, field)}
                  hint={field === 'apaarId' ? apaarHint : undefined}
                  disabled={disabled || (field === 'apaarId' && !apaarConsented && !apaarTyped)}
                  t={t}
                />
              ))}
            </GroupSection>
            {group === 'family' && <ConsentFields {...consent} disabled={disabled} />}
          </Fragment>
        );
      })}
    </Box>
  );
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

function AadhaarField({
  value,
  onChange,
  error,
  saved,
  removal,
  disabled,
  t,
}: AadhaarInput & { disabled?: boolean; t: Translate }) {
  const masked = saved ? maskAadhaar(saved.lastFour, saved.kind) : '';
  const removing = Boolean(saved && removal?.removed && value.trim() === '');
  const hint = removing
    ? t('aadhaar.removing', { masked })
    : saved
      ? t('aadhaar.stored', { masked })
      : t('aadhaar.hint');
  return (
    <Box sx={{ ...fullWidth, display: 'grid', gap: 1, justifyItems: 'start' }}>
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

interface DetailFieldProps {
  group: DetailGroupName;
  field: DetailFieldKey;
  spec: DetailFieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** Said under the field when there is no error. */
  hint?: string;
  disabled?: boolean;
  t: Translate;
}

function DetailField({
  group,
  field,
  spec,
  value,
  onChange,
  error,
  hint,
  disabled,
  t,
}: DetailFieldProps) {
  const label = t(`field.${field}`);
  const common = {
    name: `${group}.${field}`,
    label,
    error: error !== undefined,
    helperText: error ?? hint ?? (field === 'stream' ? t('stream.hint') : undefined),
    disabled,
    fullWidth: true,
  };
  switch (spec.kind) {
    case 'choice':
      return (
        <TextField
          {...common}
          select
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <MenuItem value="">
            <em>{t('notRecorded')}</em>
          </MenuItem>
          {DETAIL_CHOICE_TABLES[spec.table].map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(`option.${spec.table}.${option.value}` as OptionKey)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'yesNo':
      return (
        <TextField
          {...common}
          select
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : event.target.value === 'yes')
          }
        >
          <MenuItem value="">
            <em>{t('notRecorded')}</em>
          </MenuItem>
          <MenuItem value="yes">{t('yes')}</MenuItem>
          <MenuItem value="no">{t('no')}</MenuItem>
        </TextField>
      );
    case 'multi': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <FormControl
          component="fieldset"
          error={error !== undefined}
          disabled={disabled}
          sx={fullWidth}
        >
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {DETAIL_CHOICE_TABLES[spec.table].map((option) => (
              <FormControlLabel
                key={option.value}
                label={t(`option.${spec.table}.${option.value}` as OptionKey)}
                control={
                  <Checkbox
                    name={`${group}.${field}`}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, option.value]
                          : chosen.filter((item) => item !== option.value),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {error !== undefined && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
    }
    case 'number':
      return (
        <TextField
          {...common}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal', maxLength: 6 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {spec.unit === '%' ? '%' : t(`unit.${spec.unit}`)}
                </InputAdornment>
              ),
            },
          }}
        />
      );
    default: {
      const typed = typeof value === 'string' ? value : '';
      const kind = spec.kind;
      return (
        <TextField
          {...common}
          value={typed}
          onChange={(event) => onChange(event.target.value)}
          type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
          autoComplete="off"
          placeholder={kind === 'phone' ? '+91 98765 43210' : undefined}
          slotProps={{
            htmlInput: {
              // A number typed as printed ("1234 5678 9012") is longer than it is stored.
              maxLength:
                kind === 'text'
                  ? spec.normalize
                    ? spec.max * 2
                    : spec.max
                  : kind === 'phone'
                    ? 20
                    : 254,
              ...(kind === 'text' && spec.inputMode ? { inputMode: spec.inputMode } : {}),
              ...(kind === 'phone' ? { inputMode: 'tel' } : {}),
            },
          }}
        />
      );
    }
  }
}
