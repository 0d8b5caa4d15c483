import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApplyProgressionResult } from '@village/model/school-year-callables';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { progressionMessages } from './messages';

/**
 * The server kept the class-year open: these students of its roll have no decision (one who joined
 * after the list was made, say). Named as the server sent them, the rest counted.
 */
export function UndecidedStudents({
  undecided,
  className,
}: {
  undecided: NonNullable<ApplyProgressionResult['undecided']>;
  className: string;
}) {
  const t = useMessages(progressionMessages);
  const more = undecided.count - undecided.names.length;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="progression-undecided">
      <Typography variant="body2">{t('undecided.title', { className })}</Typography>
      <Box component="ul" aria-label={t('undecided.list')} sx={{ my: 1, pl: 3 }}>
        {undecided.names.map((name, index) => (
          <li key={`${index}:${name}`}>{name}</li>
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2">
          {t('undecided.more', { count: more, n: formatCount(more) })}
        </Typography>
      )}
    </Alert>
  );
}
