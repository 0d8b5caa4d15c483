import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYearStarting, type AcademicYear } from '@village/model/academic-year';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import { PROGRESSION_BATCH_SIZE, progressionDocId, sectionKey } from '@village/model/progression';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { dataErrorMessage } from '../../../lib/data/state';
import { useOnline } from '../../../lib/data/use-online';
import { formatCount } from '../../../lib/format-count';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { formatDate, sortedByName } from '../../../lib/i18n/format';
import { levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useClassStudents } from '../api/class-students';
import { applyProgressionBatch, useProgression, type ProgressionRecord } from '../api/progression';
import { ConfirmDialog } from '../profile/ConfirmDialog';
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
  sessionKey,
  type ProgressionRunPlan,
  type ProgressionSession,
} from './progression-session';
import { classText, defaultYearChoice, summaryText } from './progression-text';

function Status({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** /progression (staff): the year end of one class, chosen here, in one list. */
function Progression() {
  const t = useMessages(progressionMessages);
  const { t: catalog } = useI18n();
  const pageTitle = usePageTitle(PAGE_TITLES.progression);
  const current = useAcademicYear();
  const previous = useMemo(
    () => academicYearStarting(current.startYear - 1, Number(current.start.slice(5, 7))),
    [current],
  );
  const [yearChoice, setYearChoice] = useState(() => defaultYearChoice(current, new Date()));
  const year = yearChoice === 'current' ? current : previous;
  const [level, setLevel] = useState<EducationLevel | ''>('');
  const [section, setSection] = useState('');

  return (
    <Stack spacing={3} sx={{ maxWidth: PAGE_TITLES.progression.maxWidth, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={pageTitle.title} subtitle={pageTitle.subtitle} />
      <Paper component="section" variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
          {t('choose.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('choose.level')}
            value={level}
            onChange={(event) => setLevel(event.target.value as EducationLevel | '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('choose.levelNone')}</option>
            {EDUCATION_LEVELS.map((option) => (
              <option key={option} value={option}>
                {levelLabel(option, catalog)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('choose.section')}
            value={section}
            helperText={t('choose.sectionHelp')}
            onChange={(event) => setSection(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
          <TextField
            select
            size="small"
            label={t('choose.year')}
            value={yearChoice}
            onChange={(event) => setYearChoice(event.target.value as 'current' | 'previous')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="current">{t('choose.currentYear', { year: current.label })}</option>
            <option value="previous">{t('choose.previousYear', { year: previous.label })}</option>
          </TextField>
        </Stack>
      </Paper>
      {level === '' ? (
        <Typography color="text.secondary">{t('choose.hint')}</Typography>
      ) : (
        <ClassYearSection level={level} section={section} year={year} />
      )}
    </Stack>
  );
}

interface ClassYearSectionProps {
  level: EducationLevel;
  section: string;
  year: AcademicYear;
}

/** One class in one year: closed already, or its roll to decide. */
function ClassYearSection({ level, section, year }: ClassYearSectionProps) {
  const t = useMessages(progressionMessages);
  const { language, t: catalog } = useI18n();
  const { orgId } = useCurrentOrganization();
  const progressionId = progressionDocId(year.startYear, level, section);
  const progression = useProgression(orgId, progressionId);
  const schoolClass = useMemo(() => ({ educationLevel: level, section }), [level, section]);
  const roll = useClassStudents(orgId, schoolClass);
  const className = classText(level, section, t);
  const members = useMemo((): ClassMember[] | null => {
    if (roll.status !== 'ready') return null;
    // A student whose year (or a later one) is already decided is not on this year's roll: a
    // repeater of this class's closing, or one promoted into this class by the class below's.
    return sortedByName(
      roll.data.rows
        .filter(({ progressedIn }) => progressedIn === undefined || progressedIn < year.startYear)
        .map(({ id, name, educationLevel }) => ({ id, name, educationLevel })),
      language,
    );
  }, [roll, language, year.startYear]);

  if (progression.status === 'ready' && progression.data?.closed)
    return <ClosedClassYear record={progression.data} className={className} year={year} />;
  const failed =
    progression.status === 'error'
      ? progression.error
      : roll.status === 'error'
        ? roll.error
        : null;
  if (failed) return <Alert severity="error">{dataErrorMessage(failed, catalog)}</Alert>;
  if (roll.status === 'offline') return <Alert severity="info">{t('apply.offline')}</Alert>;
  // Offline, a class-year never seen on this device is not known to be closed: the list is shown
  // (Apply waits for the connection, and the server refuses a closed year anyway).
  if (progression.status === 'loading' || members === null)
    return <Status>{t('loading', { className })}</Status>;
  return (
    <ClassYearProgression
      key={`${orgId}:${progressionId}`}
      classYear={{
        orgId,
        startYear: year.startYear,
        educationLevel: level,
        section: sectionKey(section),
      }}
      storageKey={sessionKey(orgId, progressionId)}
      className={className}
      year={year}
      members={members}
      earlier={progression.status === 'ready' ? progression.data : null}
    />
  );
}

function ClosedClassYear({
  record,
  className,
  year,
}: {
  record: ProgressionRecord;
  className: string;
  year: AcademicYear;
}) {
  const t = useMessages(progressionMessages);
  const { language } = useI18n();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} data-testid="progression-closed">
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {t('closed.title', { className, year: year.label })}
      </Typography>
      <Typography>{t('closed.summary', { summary: summaryText(record.counts, t) })}</Typography>
      {record.closedAt && (
        <Typography color="text.secondary">
          {t('closed.when', { date: formatDate(record.closedAt, language) })}
        </Typography>
      )}
    </Paper>
  );
}

interface ClassYearProgressionProps {
  classYear: ClassYear;
  storageKey: string;
  className: string;
  year: AcademicYear;
  /** The class's roll now, sorted. */
  members: readonly ClassMember[];
  /** What earlier batches recorded (a run from another tab or device), if any. */
  earlier: ProgressionRecord | null;
}

function ClassYearProgression({
  classYear,
  storageKey,
  className,
  year,
  members,
  earlier,
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
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [finished, setFinished] = useState(false);

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
    setSession((before) => ({ ...before, run: start }));
    try {
      await sendProgression(classYear, start, applyProgressionBatch, (next) =>
        setSession((before) => ({ ...before, run: next })),
      );
      setSession(() => EMPTY_SESSION);
      setFinished(true);
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
  const canApply = online && !running && (plan !== null || (entries.length > 0 && invalid === 0));

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('list.title', { className, year: year.label })}
      </Typography>
      {earlier && !plan && Object.keys(earlier.counts).length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('earlier.applied', { year: year.label, summary: summaryText(earlier.counts, t) })}
        </Alert>
      )}
      {nothingToApply ? (
        <Typography sx={{ mt: 2 }}>{t('empty', { className })}</Typography>
      ) : (
        <>
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

/** A new organization chosen in the switcher starts the page afresh. */
export function ProgressionPage() {
  const { orgId } = useCurrentOrganization();
  return <Progression key={orgId} />;
}

export default ProgressionPage;
