import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { needsLatinName } from '@village/model/latin-name';
import {
  DETAIL_GROUP_NAMES,
  detailFieldAsked,
  recordedFieldCount,
  STUDENT_DETAIL_GROUPS,
  type DetailFieldKey,
  type DetailFieldSpec,
  type DetailGroupName,
} from '@village/model/student-details';
import { Fragment } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { FULL_ROW } from '../components/form-grid';
import { AadhaarField, type AadhaarInput } from './AadhaarField';
import { ConsentFields, type ConsentInput } from './ConsentFields';
import { DetailField } from './DetailField';
import { GroupSection } from './GroupSection';
import { LatinNameSuggestion } from './LatinNameSuggestion';
import { studentDetailMessages } from './messages';

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
  /** The student's name as typed: one not in English letters asks for its spelling in them. */
  studentName: string;
  disabled?: boolean;
}

const SCHOLARSHIP_SOURCES = ['central', 'state', 'other'];

/**
 * The choices a field offers where fewer than its table's: a main impairment among those ticked,
 * more scholarships besides the main one.
 */
function optionsOf(
  field: DetailFieldKey,
  spec: DetailFieldSpec,
  group: Record<string, unknown>,
): readonly string[] | undefined {
  if (spec.kind === 'choice' && spec.among) {
    const ticked = Array.isArray(group[spec.among]) ? (group[spec.among] as string[]) : [];
    // One chosen and then unticked stays shown, with the model's message, until changed.
    const chosen = group[field];
    return typeof chosen === 'string' && chosen !== '' ? [...ticked, chosen] : ticked;
  }
  if (field === 'moreScholarships')
    return SCHOLARSHIP_SOURCES.filter((source) => source !== group.scholarship);
  return undefined;
}

/**
 * The "More details" part of the add and edit form: each group a section that opens
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
  studentName,
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
  const latinName = needsLatinName(studentName);
  const hintOf = (field: DetailFieldKey) =>
    field === 'apaarId'
      ? apaarHint
      : field === 'nameInEnglish' && latinName
        ? t('nameInEnglish.hint')
        : field === 'primaryImpairment'
          ? t('primaryImpairment.hint')
          : undefined;
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
        // A field asked only with some answer (the impairments of a child with special needs)
        // is shown with it; student-form-values.ts drops it otherwise.
        const shown = fields.filter(([field]) =>
          field === 'stream' ? hasStream : detailFieldAsked(field, value[group]),
        );
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
                <Typography variant="body2" color="text.secondary" sx={FULL_ROW}>
                  {t('family.hint')}
                </Typography>
              )}
              {group === 'identity' && <AadhaarField {...aadhaar} disabled={disabled} t={t} />}
              {shown.map(([field, spec]) => {
                const input = (
                  <DetailField
                    key={field}
                    group={group}
                    field={field}
                    spec={spec}
                    value={value[group][field]}
                    onChange={(next) => onChange(group, field, next)}
                    error={errorOf(group, field)}
                    hint={hintOf(field)}
                    options={optionsOf(field, spec, value[group])}
                    disabled={disabled || (field === 'apaarId' && !apaarConsented && !apaarTyped)}
                    t={t}
                  />
                );
                if (field !== 'nameInEnglish') return input;
                // The app's spelling of a name in Devanagari, offered, never filled in alone.
                return (
                  <Box key={field} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
                    {input}
                    <LatinNameSuggestion
                      name={studentName}
                      value={value[group][field]}
                      onUse={(spelling) => onChange(group, field, spelling)}
                      disabled={disabled}
                      t={t}
                    />
                  </Box>
                );
              })}
            </GroupSection>
            {group === 'family' && <ConsentFields {...consent} disabled={disabled} />}
          </Fragment>
        );
      })}
    </Box>
  );
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;
