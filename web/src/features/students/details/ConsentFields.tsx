import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONSENT_PURPOSES, CONSENT_RELATIONS, type ConsentPurpose } from '@village/model/consent';
import { todayIso } from '@village/model/dates';
import { LIMITS } from '@village/model/limits';
import { useMessages } from '../../../lib/i18n/messages';
import {
  CONSENT_FIELDS,
  type ConsentField,
  type ConsentFormEntry,
  type ConsentFormState,
} from '../form/consent-form-values';
import { FULL_ROW, SECTION_FIELDS_GRID } from '../components/form-grid';
import { GroupSection } from './GroupSection';
import { studentDetailMessages } from './messages';

/** The consents as typed, and how the form changes them. */
export interface ConsentInput {
  value: ConsentFormState;
  onChange: (purpose: ConsentPurpose, entry: ConsentFormEntry) => void;
  /** Messages by purpose and field, already in the reader's language. */
  errorOf: (purpose: ConsentPurpose, field: ConsentField) => string | undefined;
  /** Who a relation names, to fill "Given by" when it is still empty (the family's names). */
  nameFor: (relation: ConsentFormEntry['relation']) => string;
}

/**
 * The "Consent" section of More details: for each purpose that needs a parent's
 * consent, whether it was given or withdrawn, by whom, their relation and the dates. Recording it
 * here, in the same save as the student, is what lets an APAAR ID be entered.
 */
export function ConsentFields({
  value,
  onChange,
  errorOf,
  nameFor,
  disabled,
}: ConsentInput & { disabled?: boolean }) {
  const t = useMessages(studentDetailMessages);
  const recorded = CONSENT_PURPOSES.filter((purpose) => value[purpose].status !== '').length;
  const hasError = CONSENT_PURPOSES.some((purpose) =>
    CONSENT_FIELDS.some((field) => errorOf(purpose, field) !== undefined),
  );
  return (
    <GroupSection
      group="consent"
      title={t('consent.title')}
      recorded={recorded}
      open={hasError}
      t={t}
    >
      <Typography variant="body2" color="text.secondary" sx={FULL_ROW}>
        {t('consent.hint')}
      </Typography>
      {CONSENT_PURPOSES.map((purpose) => {
        const entry = value[purpose];
        const change = (next: Partial<ConsentFormEntry>) =>
          onChange(purpose, { ...entry, ...next });
        const field = (name: ConsentField) => ({
          name: `consent.${purpose}.${name}`,
          error: errorOf(purpose, name) !== undefined,
          helperText: errorOf(purpose, name),
          disabled,
          fullWidth: true,
        });
        const titleId = `consent-${purpose}-title`;
        return (
          <Box
            key={purpose}
            role="group"
            aria-labelledby={titleId}
            data-consent={purpose}
            sx={{ ...FULL_ROW, ...SECTION_FIELDS_GRID, pt: 1 }}
          >
            <Typography id={titleId} variant="subtitle2" component="h3" sx={FULL_ROW}>
              {t(`consent.purpose.${purpose}`)}
            </Typography>
            <TextField
              name={`consent.${purpose}.status`}
              label={t('consent.status')}
              select
              value={entry.status}
              disabled={disabled}
              fullWidth
              onChange={(event) => {
                const status = event.target.value as ConsentFormEntry['status'];
                const today = todayIso();
                // The day of the entry is most often today: filled in, to be corrected if not.
                change({
                  status,
                  givenOn: status !== '' && entry.givenOn === '' ? today : entry.givenOn,
                  withdrawnOn:
                    status === 'withdrawn' && entry.withdrawnOn === '' ? today : entry.withdrawnOn,
                });
              }}
            >
              <MenuItem value="">
                <em>{t('consent.status.none')}</em>
              </MenuItem>
              <MenuItem value="given">{t('consent.status.given')}</MenuItem>
              <MenuItem value="withdrawn">{t('consent.status.withdrawn')}</MenuItem>
            </TextField>
            {entry.status !== '' && (
              <>
                <TextField
                  {...field('relation')}
                  label={t('consent.relation')}
                  select
                  value={entry.relation}
                  onChange={(event) => {
                    const relation = event.target.value as ConsentFormEntry['relation'];
                    change({
                      relation,
                      givenBy: entry.givenBy.trim() === '' ? nameFor(relation) : entry.givenBy,
                    });
                  }}
                >
                  {CONSENT_RELATIONS.map((relation) => (
                    <MenuItem key={relation} value={relation}>
                      {t(`consent.relation.${relation}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  {...field('givenBy')}
                  label={t('consent.givenBy')}
                  value={entry.givenBy}
                  autoComplete="off"
                  onChange={(event) => change({ givenBy: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: LIMITS.personName } }}
                />
                <TextField
                  {...field('givenOn')}
                  label={t('consent.givenOn')}
                  type="date"
                  value={entry.givenOn}
                  onChange={(event) => change({ givenOn: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
                />
                {entry.status === 'withdrawn' && (
                  <TextField
                    {...field('withdrawnOn')}
                    label={t('consent.withdrawnOn')}
                    type="date"
                    value={entry.withdrawnOn}
                    onChange={(event) => change({ withdrawnOn: event.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { min: entry.givenOn || undefined, max: todayIso() },
                    }}
                  />
                )}
              </>
            )}
          </Box>
        );
      })}
    </GroupSection>
  );
}
