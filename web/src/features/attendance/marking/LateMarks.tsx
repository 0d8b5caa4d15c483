import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttendanceClass } from '@village/model/attendance/register';
import { dayMonthYear, indianDateTime } from '@village/model/dates';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { classText } from '../class-text';
import { confirmLateMarks, useUnconfirmedLateMarks, type StoredLateMarks } from '../data/late';
import type { AttendanceTranslate } from '../messages';

export interface LateMarksProps {
  orgId: string;
  /** Shows that class on that day on the page. */
  onOpen: (attendanceClass: AttendanceClass, date: string) => void;
  t: AttendanceTranslate;
}

function LateRecord({
  record,
  orgId,
  onOpen,
  t,
}: {
  record: StoredLateMarks;
  orgId: string;
  onOpen: LateMarksProps['onOpen'];
  t: AttendanceTranslate;
}) {
  const user = useSignedInUser();
  const attendanceClass = { educationLevel: record.educationLevel, section: record.section };
  const title = t('late.entry', {
    className: classText(attendanceClass, t),
    date: dayMonthYear(record.date),
  });
  const people = Object.entries(record.people).sort(([, a], [, b]) => b.arrivedAt - a.arrivedAt);
  return (
    <Box component="li" data-late={record.id} sx={{ listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {people.map(([uid, person]) => (
        <Typography key={uid} sx={{ fontSize: '0.9rem' }}>
          {t('late.person', {
            name: person.name || t('late.unnamed'),
            marks: t('refused.marks', { count: person.marks, n: String(person.marks) }),
            time: indianDateTime(new Date(person.arrivedAt)),
          })}
        </Typography>
      ))}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => confirmLateMarks(orgId, record.id, user.uid, title)}
        >
          {t('late.confirm')}
        </Button>
        <Button size="small" onClick={() => onOpen(attendanceClass, record.date)}>
          {t('late.open')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * For super_admins: the registers that received marks after the organization's window and that
 * nobody has confirmed yet; shown only when there are some. A confirmed record leaves the list at
 * once (the query reads this device's write), even offline.
 */
export function LateMarks({ orgId, onOpen, t }: LateMarksProps) {
  const late = useUnconfirmedLateMarks(orgId);
  if (late.status !== 'ready' || late.data.rows.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="late-marks">
      <Typography id="late-marks" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('late.title')}
      </Typography>
      <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary', mb: 1 }}>
        {t('late.help')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
        {late.data.rows.map((record) => (
          <LateRecord key={record.id} record={record} orgId={orgId} onOpen={onOpen} t={t} />
        ))}
      </Stack>
    </Paper>
  );
}
