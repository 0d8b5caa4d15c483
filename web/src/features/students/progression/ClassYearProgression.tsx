import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AcademicYear } from '@village/model/academic-year';
import { earlyReasonProblem, PROGRESSION_BATCH_SIZE } from '@village/model/progression';
import type { ApplyProgressionResult } from '@village/model/school-year-callables';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { useOnline } from '../../../lib/data/use-online';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { applyProgressionBatch, type ProgressionRecord } from '../api/progression';
import { ConfirmDialog } from '../profile/ConfirmDialog';
import { CloseClassYear } from './CloseClassYear';
import { useDaysAttendedPrefill } from './days-attended-prefill';
import { EarlyApply } from './EarlyApply';
import { progressionMessages } from './messages';
import { ProgressionList } from './ProgressionList';
import {
  frozenChoices,
  outcomeCounts,
  progressionEntries,
  type ClassMember,
  type ProgressionChoice,
} from './progression-plan';
import { confirmedStudents, sendProgression, type ClassYear } from './progression-run';
import {
  EMPTY_SESSION,
  loadProgressionSession,
  saveProgressionSession,
  type ProgressionRunPlan,
  type ProgressionSession,
} from './progression-session';
import { summaryText } from './progression-text';
import type { ApplyWindow } from './progression-window';
import { UndecidedStudents } from './UndecidedStudents';

interface ClassYearProgressionProps {
  classYear: ClassYear;
  storageKey: string;
  className: string;
  year: AcademicYear;
  /** The class's roll now, sorted. */
  members: readonly ClassMember[];
  /** What earlier batches recorded (a run from another tab or device), if any. */
  earlier: ProgressionRecord | null;
  /** Whether Apply is open to this user now, or needs a reason, or must wait. */
  availability: ApplyWindow;
}

/**
 * One open class-year's roll: a choice per student, the summary, then Apply, which sends the
 * choices in batches. The run is kept in the tab, so a stopped one is shown and can go on.
 */
export function ClassYearProgression({
  classYear,
  storageKey,
  className,
  year,
  members,
  earlier,
  availability,
}: ClassYearProgressionProps) {
  const t = useMessages(progressionMessages);
  const errorText = useCallableErrorText();
  const online = useOnline();
  const [session, setSessionState] = useState<ProgressionSession>(() =>
    loadProgressionSession(storageKey),
  );
  // Kept in the tab at once, also from a run that outlives the page.
  const latest = useRef(session);
  const setSession = useCallback(
    (update: (before: ProgressionSession) => ProgressionSession) => {
      const next = update(latest.current);
      latest.current = next;
      saveProgressionSession(storageKey, next);
      setSessionState(next);
    },
    [storageKey],
  );
  useDaysAttendedPrefill(classYear.orgId, year.startYear, members, !session.run, setSession);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [finished, setFinished] = useState(false);
  const [reason, setReason] = useState('');
  const [undecided, setUndecided] = useState<ApplyProgressionResult['undecided']>(undefined);
  // Sent with every call before the last quarter; the server checks it again.
  const sentYear = useMemo(
    () =>
      availability.needs === 'reason' ? { ...classYear, earlyReason: reason.trim() } : classYear,
    [classYear, reason, availability.needs],
  );
  const windowAllows =
    availability.needs === 'nothing' ||
    (availability.needs === 'reason' && earlyReasonProblem(reason) === null);

  const onChange = useCallback(
    (id: string, choice: ProgressionChoice) =>
      setSession((before) => ({ ...before, choices: { ...before.choices, [id]: choice } })),
    [setSession],
  );

  const plan = session.run;
  const shown = plan ? plan.students : members;
  const shownChoices = useMemo(
    () => (plan ? frozenChoices(plan.students) : session.choices),
    [plan, session.choices],
  );
  const counts = useMemo(() => outcomeCounts(shown, shownChoices), [shown, shownChoices]);
  const { entries, invalid } = useMemo(
    () => progressionEntries(members, session.choices),
    [members, session.choices],
  );

  async function run(start: ProgressionRunPlan) {
    setRunning(true);
    setFailure(null);
    setUndecided(undefined);
    setSession((before) => ({ ...before, run: start }));
    try {
      const last = await sendProgression(sentYear, start, applyProgressionBatch, (next) =>
        setSession((before) => ({ ...before, run: next })),
      );
      setSession(() => EMPTY_SESSION);
      // Students the list did not have keep the year open: the live roll now shows them alone,
      // to decide and apply; the server named them.
      if (last?.undecided) setUndecided(last.undecided);
      else setFinished(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setRunning(false);
    }
  }

  function confirmed() {
    setConfirming(false);
    if (plan) {
      void run(plan);
      return;
    }
    const byId = new Map(entries.map((entry) => [entry.studentDocId, entry]));
    void run({
      students: members.map((member) => ({ ...member, ...byId.get(member.id)! })),
      batchesDone: 0,
    });
  }

  if (finished)
    return (
      <Alert severity="success" role="status">
        {t('run.finished')}
      </Alert>
    );

  const total = plan?.students.length ?? 0;
  const done = plan ? confirmedStudents(plan, PROGRESSION_BATCH_SIZE) : 0;
  const nothingToApply = !plan && members.length === 0;
  const summary = summaryText(counts, t);
  const canApply =
    online && !running && windowAllows && (plan !== null || (entries.length > 0 && invalid === 0));
  const early = (
    <EarlyApply
      availability={availability}
      yearLabel={year.label}
      reason={reason}
      onReasonChange={setReason}
      disabled={running}
    />
  );

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('list.title', { className, year: year.label })}
      </Typography>
      {earlier && !plan && !nothingToApply && Object.keys(earlier.counts).length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('earlier.applied', { year: year.label, summary: summaryText(earlier.counts, t) })}
        </Alert>
      )}
      {nothingToApply && earlier ? (
        <>
          {early}
          <CloseClassYear
            className={className}
            yearLabel={year.label}
            summary={summaryText(earlier.counts, t)}
            canClose={online && windowAllows}
            onClose={() => applyProgressionBatch({ ...sentYear, entries: [], last: true })}
          />
        </>
      ) : nothingToApply ? (
        <Typography sx={{ mt: 2 }}>{t('empty', { className })}</Typography>
      ) : (
        <>
          {undecided && <UndecidedStudents undecided={undecided} className={className} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('list.help', {
              students: t('students', { count: shown.length, n: formatCount(shown.length) }),
            })}
          </Typography>
          <Box
            role="status"
            aria-label={t('summary.label')}
            data-testid="progression-summary"
            sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontWeight: 600 }}
          >
            {summary}
          </Box>
          <ProgressionList
            members={shown}
            choices={shownChoices}
            onChange={plan ? undefined : onChange}
            label={className}
          />
          {plan && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress
                variant="determinate"
                value={total === 0 ? 0 : (done / total) * 100}
                aria-label={t('run.progress')}
                sx={{ height: 8, borderRadius: 1 }}
              />
              <Typography variant="body2" sx={{ mt: 1 }} role="status">
                {t('run.done', { done: formatCount(done), total: formatCount(total) })}
              </Typography>
              {running && (
                <Typography variant="body2" color="text.secondary">
                  {t('run.keepOpen')}
                </Typography>
              )}
            </Box>
          )}
          {failure !== null && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {`${errorText(failure)} ${t('run.stopped')}`}
            </Alert>
          )}
          {plan && !running && failure === null && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('run.waiting')}
            </Alert>
          )}
          {!plan && invalid > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('apply.invalid', { count: invalid, n: formatCount(invalid) })}
            </Alert>
          )}
          {!online && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('apply.offline')}
            </Alert>
          )}
          {early}
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button variant="contained" disabled={!canApply} onClick={() => setConfirming(true)}>
              {t('apply')}
            </Button>
            {plan && !running && (
              <Button
                variant="outlined"
                onClick={() => {
                  setFailure(null);
                  setSession((before) => ({ ...before, run: null }));
                }}
              >
                {t('run.startOver')}
              </Button>
            )}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title', { className })}
        confirmLabel={t('apply')}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmed}
      >
        {t('confirm.text', { summary, year: year.label })}
      </ConfirmDialog>
    </Paper>
  );
}
