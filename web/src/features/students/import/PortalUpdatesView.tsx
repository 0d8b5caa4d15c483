import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { importMessages, type ImportTexts } from './messages';
import { PREVIEW_ROW_LIMIT, PreviewTable } from './ImportPreviewView';
import type { PortalUpdate } from './portal-plan';
import type { PortalUpdatesRun } from './use-portal-import';

/** "Row 8 is Ravi Kumar (NPS-0012) (same admission number): PIN code, mother tongue". */
export function updateText(update: PortalUpdate, t: ImportTexts): string {
  const fields = update.fields.map((field) => t(`rowField.${field}`)).join(', ');
  const key = update.by === 'admissionNumber' ? 'updates.byNumber' : 'updates.byNameAndBirth';
  return t(key, { row: update.row, student: update.student, fields });
}

/** The students a UDISE+ portal sheet updates, each with what changes. */
export function PortalUpdatesView({ updates }: { updates: readonly PortalUpdate[] }) {
  const t = useMessages(importMessages);
  if (updates.length === 0) return null;
  return (
    <PreviewTable
      title={t('updates.title')}
      note={t('updates.note')}
      total={updates.length}
      header={[t('updates.changes'), t('name')]}
      rows={updates.slice(0, PREVIEW_ROW_LIMIT).map((update) => ({
        key: update.row,
        cells: [updateText(update, t), update.name],
      }))}
      t={t}
    />
  );
}

/** Where the updates are: sent, waiting on this device, or refused. */
export function PortalUpdatesStatus({ run }: { run: PortalUpdatesRun }) {
  const t = useMessages(importMessages);
  const settled = run.sent + run.failed;
  const values = { sent: formatCount(run.sent), total: formatCount(run.total) };
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }} role="status">
      {settled < run.total && !run.offline && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={(settled / run.total) * 100}
            aria-label={t('updates.progress', values)}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('updates.progress', values)}
          </Typography>
        </Box>
      )}
      {settled < run.total && run.offline && <Alert severity="info">{t('updates.offline')}</Alert>}
      {run.sent > 0 && settled === run.total && (
        <Alert severity="success">
          {t('updates.done', { count: run.sent, n: formatCount(run.sent) })}
        </Alert>
      )}
      {run.failed > 0 && (
        <Alert severity="error">{t('updates.failed', { failed: formatCount(run.failed) })}</Alert>
      )}
    </Stack>
  );
}
