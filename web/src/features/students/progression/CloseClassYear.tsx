import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplyProgressionResult } from '@village/model/school-year-callables';
import { useState } from 'react';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { useMessages } from '../../../lib/i18n/messages';
import { progressionMessages } from './messages';
import { UndecidedStudents } from './UndecidedStudents';

interface CloseClassYearProps {
  className: string;
  yearLabel: string;
  /** What was applied: "38 promoted, 2 repeating". */
  summary: string;
  /** Whether the close may be sent now (online, and the year open to this user). */
  canClose: boolean;
  /** Asks the server to close the class-year (applyProgression, `last`, no entries). */
  onClose: () => Promise<ApplyProgressionResult>;
}

/**
 * A class whose students on the roll have all been applied, its year left open (its last batch
 * found a student undecided, who has left the class since, say): the year is closed here. The
 * server closes it only if still no one is undecided, else names them. Once closed, the page
 * shows the closed year from the progression document.
 */
export function CloseClassYear({
  className,
  yearLabel,
  summary,
  canClose,
  onClose,
}: CloseClassYearProps) {
  const t = useMessages(progressionMessages);
  const errorText = useCallableErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [undecided, setUndecided] = useState<ApplyProgressionResult['undecided']>(undefined);

  async function close() {
    setBusy(true);
    setFailure(null);
    try {
      setUndecided((await onClose()).undecided);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Typography sx={{ mt: 2 }}>
        {t('close.text', { className, year: yearLabel, summary })}
      </Typography>
      {undecided && <UndecidedStudents undecided={undecided} className={className} />}
      {failure !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(failure)}
        </Alert>
      )}
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!canClose || busy}
        onClick={() => void close()}
      >
        {t('close.action')}
      </Button>
    </>
  );
}
