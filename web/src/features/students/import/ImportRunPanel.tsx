import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { CallableError } from '../../../lib/functions';
import { paths } from '../../../lib/paths';
import { importStudentsBatch } from './api/import-students';
import type { GoodRow } from '@village/model/import/check-rows';
import { runImport, type ImportOutcome, type ImportProgress } from './import-run';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { importMessages } from './messages';

export interface ImportPlan {
  orgId: string;
  importId: string;
  rows: GoodRow[];
}

export type ImportRunState =
  | { status: 'idle' }
  | { status: 'running'; plan: ImportPlan; progress: ImportProgress }
  /**
   * `error`: the failed call, worded when drawn (in the language of the moment); none when the
   * import stopped for another reason.
   */
  | { status: 'failed'; plan: ImportPlan; progress: ImportProgress; error: CallableError | null }
  | { status: 'finished'; plan: ImportPlan; progress: ImportProgress; outcome: ImportOutcome };

export interface ImportRun {
  state: ImportRunState;
  start: (plan: ImportPlan) => void;
  reset: () => void;
}

/** The import's calls, one batch after the other, and where they are. */
export function useImportRun(): ImportRun {
  const [state, setState] = useState<ImportRunState>({ status: 'idle' });
  const active = useRef(false);

  const start = useCallback((plan: ImportPlan) => {
    if (active.current) return;
    active.current = true;
    let progress: ImportProgress = { done: 0, total: plan.rows.length };
    setState({ status: 'running', plan, progress });
    runImport({
      ...plan,
      send: importStudentsBatch,
      onProgress: (next) => {
        progress = next;
        setState({ status: 'running', plan, progress });
      },
    }).then(
      (outcome) => {
        active.current = false;
        setState({ status: 'finished', plan, progress, outcome });
      },
      (error: unknown) => {
        active.current = false;
        if (!(error instanceof CallableError)) console.error('Import stopped', error);
        const failure = error instanceof CallableError ? error : null;
        setState({ status: 'failed', plan, progress, error: failure });
      },
    );
  }, []);

  const reset = useCallback(() => {
    if (!active.current) setState({ status: 'idle' });
  }, []);

  // Leaving the page mid-import asks first: the rows not sent yet would wait for a resume.
  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  return { state, start, reset };
}

export interface ImportRunPanelProps {
  run: ImportRun;
  onStartOver: () => void;
}

/** The progress bar, "X of N imported", a failure with Resume, and the end. */
export function ImportRunPanel({ run, onStartOver }: ImportRunPanelProps) {
  const t = useMessages(importMessages);
  const errorText = useCallableErrorText();
  const { state } = run;
  if (state.status === 'idle') return null;
  const { done, total } = state.progress;
  return (
    <Stack spacing={2}>
      <Box>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 100 : (done / total) * 100}
          aria-label={t('run.progress')}
          color={state.status === 'failed' ? 'warning' : 'primary'}
          sx={{ height: 8, borderRadius: 1 }}
        />
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {t('run.done', { done: formatCount(done), total: formatCount(total) })}
        </Typography>
      </Box>
      {state.status === 'running' && (
        <Typography variant="body2" color="text.secondary">
          {t('run.keepOpen')}
        </Typography>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => run.start(state.plan)}>
              {t('run.resume')}
            </Button>
          }
        >
          {state.error ? errorText(state.error) : t('run.stopped')}
        </Alert>
      )}
      {state.status === 'finished' && (
        <Alert severity="success">
          <Typography sx={{ fontWeight: 600 }}>
            {/* As the import's activity says it (importedActivityText), in the reader's language. */}
            {t('run.imported', {
              count: state.outcome.importedSoFar ?? total,
              n: String(state.outcome.importedSoFar ?? total),
            })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
            <Button component={RouterLink} to={paths.students} variant="contained" size="small">
              {t('run.openDirectory')}
            </Button>
            <Button variant="outlined" size="small" onClick={onStartOver}>
              {t('run.another')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
