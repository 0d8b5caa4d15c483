import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatAadhaar, maskAadhaar } from '@village/model/identity';
import { DETAIL_GROUP_NAMES } from '@village/model/student-details';
import type { Student } from '@village/model/student';
import { useState } from 'react';
import { useOnline } from '../../../lib/data/use-online';
import { useMessages } from '../../../lib/i18n/messages';
import { Field, FieldList, Section, SECTION_GRID_SX } from '../profile/ProfileSection';
import { detailLines } from './detail-text';
import { studentDetailMessages } from './messages';

export interface StudentDetailsSectionsProps {
  student: Student;
  /** Only a super_admin may Show the whole number. */
  canShowAadhaar: boolean;
  /** Records the Show and reads the number (api/identity.ts revealAadhaar). */
  showAadhaar: () => Promise<string | null>;
}

/**
 * The profile's "More details" (issue 27): a section per group with something recorded, and the
 * Aadhaar number masked ("XXXX XXXX 1234"), in full only after a super_admin's Show.
 */
export function StudentDetailsSections({
  student,
  canShowAadhaar,
  showAadhaar,
}: StudentDetailsSectionsProps) {
  const t = useMessages(studentDetailMessages);
  const hasAadhaar = Boolean(student.identity.aadhaarLastFour);
  // Each group's lines, worked out once; a group shows when it has some (or the Aadhaar number).
  const groups = DETAIL_GROUP_NAMES.map((group) => ({
    group,
    lines: detailLines(group, student[group] as never, t),
  })).filter(({ group, lines }) => lines.length > 0 || (group === 'identity' && hasAadhaar));
  if (groups.length === 0) {
    return (
      <Section title={t('moreDetails')}>
        <Typography variant="body2" color="text.secondary">
          {t('notRecorded')}
        </Typography>
      </Section>
    );
  }
  return (
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
    </Box>
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
