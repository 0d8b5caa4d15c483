import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DETAIL_GROUP_NAMES,
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
  disabled?: boolean;
}

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
                <Typography variant="body2" color="text.secondary" sx={FULL_ROW}>
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
