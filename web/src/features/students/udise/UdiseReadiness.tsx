import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Organization } from '@village/model/organization';
import { classLabel } from '@village/model/progression';
import type { UdiseCheck } from '@village/model/udise-checks';
import { UDISE_LEVELS } from '@village/model/udise-export';
import { udiseReadiness, type UdiseClassReadiness } from '@village/model/udise-readiness';
import { UDISE_STUDENT_COLUMNS } from '@village/model/udise-template';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../../../lib/format-count';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { udiseMessages } from './messages';
import { readUdiseReturn } from './udise-reading';

type T = TranslateOf<(typeof udiseMessages)['en']>;

type Readiness =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'ready'; classes: UdiseClassReadiness[] }
  | { status: 'failed' };

const HEADER_OF = new Map(UDISE_STUDENT_COLUMNS.map(({ key, header }) => [key, header]));

/** "MOTHER NAME: Missing: the portal needs it (Refuses)": the column as the portal heads it. */
const checkText = (check: UdiseCheck, t: T) =>
  `${HEADER_OF.get(check.column) ?? check.column}: ${t(`problem.${check.problem}`, {
    value: check.value ?? '',
  })} (${t(`severity.${check.severity}`)})`;

/**
 * How ready the school is for the UDISE+ return, class by class: read when asked (it reads every
 * student on the roll in classes 1 to 12), each student to look at linked to their form.
 */
export function UdiseReadiness({
  orgId,
  organization,
}: {
  orgId: string;
  organization: Pick<Organization, 'academicYearStartMonth'>;
}) {
  const t = useMessages(udiseMessages);
  const headingId = useId();
  const [readiness, setReadiness] = useState<Readiness>({ status: 'idle' });
  const check = () => {
    setReadiness({ status: 'reading' });
    readUdiseReturn(orgId, organization, UDISE_LEVELS, undefined, new Date()).then(
      ({ result, students }) =>
        setReadiness({ status: 'ready', classes: udiseReadiness(result, students) }),
      (error: unknown) => {
        console.error('UDISE+ readiness not read', error);
        setReadiness({ status: 'failed' });
      },
    );
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {t('readiness.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('readiness.help')}
      </Typography>
      <Button variant="outlined" onClick={check} disabled={readiness.status === 'reading'}>
        {readiness.status === 'ready' ? t('readiness.again') : t('readiness.check')}
      </Button>
      {readiness.status === 'reading' && (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', mt: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t('readiness.reading')}</Typography>
        </Stack>
      )}
      {readiness.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('failedDetail')}
        </Alert>
      )}
      {readiness.status === 'ready' && <ReadinessClasses classes={readiness.classes} t={t} />}
    </Paper>
  );
}

function ReadinessClasses({ classes, t }: { classes: UdiseClassReadiness[]; t: T }) {
  if (classes.length === 0)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('readiness.none')}
      </Alert>
    );
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label={t('readiness.title')}>
      {classes.map((entry) => (
        // Native details: a class opens on a tap, with no script to load on a slow phone.
        <Box
          component="details"
          key={`${entry.classNumber}-${entry.section}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
        >
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
            {t('readiness.class', {
              class: classLabel(entry.level, entry.section),
              ready: formatCount(entry.ready),
              total: formatCount(entry.total),
            })}
          </Box>
          {entry.toLook.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('readiness.allReady')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
              {entry.toLook.map((student) => (
                <li key={student.studentId}>
                  <Link component={RouterLink} to={paths.editStudent(student.studentId)}>
                    {student.name}
                  </Link>
                  <Box component="ul" sx={{ pl: 2, m: 0 }}>
                    {[...student.refused, ...student.questioned].map((problem, index) => (
                      <Typography component="li" variant="body2" key={index}>
                        {checkText(problem, t)}
                      </Typography>
                    ))}
                  </Box>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
