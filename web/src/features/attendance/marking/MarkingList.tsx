import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AttendanceStatus, PersonMark } from '@village/model/attendance/register';
import {
  childAttendance,
  registerBase,
  type AttendanceClass,
} from '@village/model/attendance/register';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { saveRegister, type RegisterSave, type StoredRegister } from '../data/registers';
import { rollDroppedFrom, rollToRecord } from '../data/roll-record';
import type { RollStudent } from '../data/roll';
import type { AttendanceTranslate } from '../messages';
import { RegisterState } from './RegisterState';
import { RollRow } from './RollRow';
import {
  countsOnScreen,
  marksToSave,
  settledDraft,
  statusOnScreen,
  tapped,
  type Draft,
} from './marking-state';

export interface MarkingListProps {
  orgId: string;
  date: string;
  attendanceClass: AttendanceClass;
  className: string;
  startMonth: number;
  roll: readonly RollStudent[];
  register: StoredRegister | null;
  pending: boolean;
  monthClosed: boolean;
  t: AttendanceTranslate;
}

/** The roll of one class on one day: everyone present until tapped; the counts and Save in view. */
export function MarkingList({
  orgId,
  date,
  attendanceClass,
  className,
  startMonth,
  roll,
  register,
  pending,
  monthClosed,
  t,
}: MarkingListProps) {
  const user = useSignedInUser();
  const [draft, setDraft] = useState<Draft>({});
  const [saved, setSaved] = useState<'online' | 'offline' | null>(null);
  const lastSave = useRef(0);
  const ids = useMemo(() => roll.map((student) => student.id), [roll]);
  const clashes = useMemo(
    () => ids.filter((id) => childAttendance(register, id).clash.length > 0).length,
    [register, ids],
  );

  const setStatus = useCallback((id: string, status: AttendanceStatus) => {
    setSaved(null);
    setDraft((current) => ({ ...current, [id]: status }));
  }, []);
  const onTap = useCallback(
    (id: string) => {
      setSaved(null);
      setDraft((current) => ({ ...current, [id]: tapped(statusOnScreen(register, current, id)) }));
    },
    [register],
  );

  const person = user.displayName || user.email || user.uid;
  const baseSave = useCallback(
    (): Omit<RegisterSave, 'marks' | 'person'> => ({
      orgId,
      uid: user.uid,
      base: registerBase(date, attendanceClass, startMonth),
      hasOwnMarks: Object.keys(register?.marks[user.uid] ?? {}).length > 0,
    }),
    [orgId, user.uid, date, attendanceClass, startMonth, register],
  );

  const onChoose = useCallback(
    (id: string, mark: PersonMark) => {
      const now = Date.now();
      saveRegister(
        {
          ...baseSave(),
          person: { name: person, takenAt: register?.people[user.uid]?.takenAt ?? null },
          marks: {},
          chosen: { [id]: { status: mark.status, at: now, uid: user.uid } },
        },
        className,
      );
      setDraft((current) => {
        const { [id]: _dropped, ...rest } = current;
        return rest;
      });
    },
    [baseSave, person, register, user.uid, className],
  );

  const save = () => {
    const now = Date.now();
    const taken = rollToRecord(roll);
    const queued = saveRegister(
      {
        ...baseSave(),
        person: { name: person, takenAt: now, ...(taken ? { roll: taken } : {}) },
        marks: marksToSave(register, ids, draft, now),
        rollDropped: rollDroppedFrom(register?.people[user.uid]?.roll, taken),
      },
      className,
    );
    setDraft({});
    setSaved(queued.offline ? 'offline' : 'online');
    // Saved offline says so until the server has this save (not an earlier one), then just saved.
    const thisSave = (lastSave.current += 1);
    queued.synced
      .then(() => {
        if (lastSave.current === thisSave)
          setSaved((shown) => (shown === 'offline' ? 'online' : shown));
      })
      .catch(() => undefined);
  };

  // What another phone's marks settled needs no unsaved choice here.
  const shownDraft = useMemo(() => settledDraft(register, draft), [register, draft]);
  const counts = countsOnScreen(register, ids, shownDraft);

  return (
    <Paper component="section" variant="outlined" sx={{ minWidth: 0 }}>
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box
          role="status"
          aria-label={t('counts.label')}
          // Beside Save on a 360 px phone: the counts wrap in their own box, two lines at most.
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, flex: '1 1 0', minWidth: 0 }}
        >
          {(['present', 'absent', 'leave', 'half'] as const).map((status) => (
            <Typography
              key={status}
              component="span"
              sx={{ fontWeight: 600, fontSize: '0.9rem' }}
              data-count={status}
            >
              {t(`counts.${status}`, { n: String(counts[status]) })}
            </Typography>
          ))}
          {clashes > 0 && (
            <Typography
              component="span"
              sx={{ fontWeight: 600, fontSize: '0.9rem', color: 'error.dark' }}
            >
              {t('counts.clashes', { count: clashes, n: String(clashes) })}
            </Typography>
          )}
        </Box>
        <Button variant="contained" onClick={save} disabled={monthClosed}>
          {t('save')}
        </Button>
      </Box>
      <Box sx={{ px: 1.5, pt: 1 }}>
        <RegisterState register={register} pending={pending} t={t} />
        {monthClosed && <Alert severity="warning">{t('save.closedMonth')}</Alert>}
        {saved && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {saved === 'offline' ? t('savedOffline') : t('saved')}
          </Alert>
        )}
        <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', mt: 1 }}>
          {t('list.help')}
        </Typography>
      </Box>
      {/* The columns, for the eye: each row's button reads them out in the same order. */}
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          gap: 1.5,
          px: 1.5,
          pt: 1.5,
          pb: 0.5,
          pr: 7,
          fontSize: '0.8rem',
          fontWeight: 600,
          color: 'text.secondary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="span" sx={{ width: 52, flexShrink: 0 }}>
          {t('list.column.number')}
        </Box>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t('list.column.name')}
        </Box>
        <Box component="span">{t('list.column.status')}</Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={className}>
        {roll.map((student) => {
          const child = childAttendance(register, student.id);
          return (
            <RollRow
              key={student.id}
              student={student}
              status={shownDraft[student.id] ?? child.status}
              clash={child.clash}
              onTap={onTap}
              onSet={setStatus}
              onChoose={onChoose}
              t={t}
            />
          );
        })}
      </Box>
    </Paper>
  );
}
