import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONSENT_PURPOSES, missingConsents, type StudentConsent } from '@village/model/consent';
import { formatAadhaar, maskAadhaar } from '@village/model/identity';
import { DETAIL_GROUP_NAMES } from '@village/model/student-details';
import type { Student } from '@village/model/student';
import { useState } from 'react';
import { useOnline } from '../../../lib/data/use-online';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { longDate } from '../components/long-date';
import { Field, FieldList, Section, SECTION_GRID_SX } from '../profile/ProfileSection';
import { detailLines } from './detail-text';
import { studentDetailMessages } from './messages';

export interface StudentDetailsSectionsProps {
  student: Student;
  /** Only a super_admin may Show the whole number. */
  canShowAadhaar: boolean;
  /** Asks the server for the number, which records the Show (api/identity.ts revealAadhaar). */
  showAadhaar: () => Promise<string | null>;
  /** The parent's consents, or null while they are read. */
  consent: StudentConsent | null;
}

/**
 * The profile's "More details": a section per group with something recorded, and the
 * Aadhaar number masked ("XXXX XXXX 1234"), in full only after a super_admin's Show.
 */
export function StudentDetailsSections({
  student,
  canShowAadhaar,
  showAadhaar,
  consent,
}: StudentDetailsSectionsProps) {
  const t = useMessages(studentDetailMessages);
  const { language } = useI18n();
  const hasAadhaar = Boolean(student.identity.aadhaarLastFour);
  // Each group's lines, worked out once; a group shows when it has some (or the Aadhaar number).
  const groups = DETAIL_GROUP_NAMES.map((group) => ({
    group,
    lines: detailLines(group, student[group] as never, t),
  })).filter(({ group, lines }) => lines.length > 0 || (group === 'identity' && hasAadhaar));
  // A field that needs a consent the student lacks (an APAAR ID imported, or kept after the
  // consent was withdrawn): said first, where staff look.
  const missing = consent ? missingConsents(student.identity, consent) : [];
  const flag = missing.length > 0 && (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="consent-missing">
      {t('apaar.noConsent')}
    </Alert>
  );
  const consentSection = consent && (
    <Section title={t('consent.title')}>
      <FieldList>
        {CONSENT_PURPOSES.map((purpose) => {
          const entry = consent[purpose];
          return (
            <Field key={purpose} label={t(`consent.purpose.${purpose}`)}>
              {entry ? (
                <>
                  {t('consent.line', {
                    givenBy: entry.givenBy,
                    relation: t(`consent.relation.${entry.relation}`),
                    date: longDate(entry.givenOn, language),
                  })}
                  {entry.withdrawnOn !== undefined && (
                    <>
                      <br />
                      {t('consent.withdrawnLine', { date: longDate(entry.withdrawnOn, language) })}
                    </>
                  )}
                </>
              ) : (
                t('consent.status.none')
              )}
            </Field>
          );
        })}
      </FieldList>
    </Section>
  );
  if (groups.length === 0) {
    return (
      <>
        {flag}
        <Box sx={SECTION_GRID_SX}>
          <Section title={t('moreDetails')}>
            <Typography variant="body2" color="text.secondary">
              {t('notRecorded')}
            </Typography>
          </Section>
          {consentSection}
        </Box>
      </>
    );
  }
  return (
    <>
      {flag}
      <Box sx={SECTION_GRID_SX}>
        {groups.map(({ group, lines }) => (
          <Section key={group} title={t(`group.${group}`)}>
            <FieldList>
              {group === 'identity' && hasAadhaar && (
                <Field label={t('aadhaar.label')}>
                  <AadhaarValue student={student} canShow={canShowAadhaar} show={showAadhaar} />
                </Field>
              )}
              {lines.map((line) => (
                <Field key={line.field} label={line.label}>
                  {line.text}
                </Field>
              ))}
            </FieldList>
          </Section>
        ))}
        {consentSection}
      </Box>
    </>
  );
}

type Reveal =
  | { state: 'masked' }
  | { state: 'showing' }
  | { state: 'shown'; digits: string | null }
  | { state: 'failed' };

function AadhaarValue({
  student,
  canShow,
  show,
}: {
  student: Student;
  canShow: boolean;
  show: () => Promise<string | null>;
}) {
  const t = useMessages(studentDetailMessages);
  const online = useOnline();
  const [reveal, setReveal] = useState<Reveal>({ state: 'masked' });
  const { aadhaarLastFour = '', aadhaarKind = 'aadhaar' } = student.identity;

  function onShow() {
    setReveal({ state: 'showing' });
    show()
      .then((digits) => setReveal({ state: 'shown', digits }))
      .catch((error: unknown) => {
        console.error('Showing an Aadhaar number failed', error);
        setReveal({ state: 'failed' });
      });
  }

  const shown = reveal.state === 'shown';
  return (
    <Box component="span" sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Box
        component="span"
        data-testid="aadhaar-value"
        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', letterSpacing: '0.04em' }}
      >
        {shown && reveal.digits
          ? formatAadhaar(reveal.digits)
          : maskAadhaar(aadhaarLastFour, aadhaarKind)}
      </Box>
      {shown && (
        <Typography component="span" variant="caption" color="text.secondary" role="status">
          {reveal.digits ? t('aadhaar.shown') : t('aadhaar.none')}
        </Typography>
      )}
      {reveal.state === 'failed' && (
        <Typography component="span" variant="caption" color="error" role="alert">
          {t('aadhaar.failed')}
        </Typography>
      )}
      {canShow &&
        (shown ? (
          <Button size="small" onClick={() => setReveal({ state: 'masked' })}>
            {t('aadhaar.hide')}
          </Button>
        ) : (
          <>
            <Button
              size="small"
              variant="outlined"
              onClick={onShow}
              disabled={!online || reveal.state === 'showing'}
            >
              {reveal.state === 'showing' ? t('aadhaar.showing') : t('aadhaar.show')}
            </Button>
            {!online && (
              <Typography component="span" variant="caption" color="text.secondary">
                {t('aadhaar.offline')}
              </Typography>
            )}
          </>
        ))}
    </Box>
  );
}
