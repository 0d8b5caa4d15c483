import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { IMPORT_MAX_ROWS } from '@village/model/import-limits';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useDirectory } from '../api/use-directory';
import { ColumnMappingFields } from './ColumnMappingFields';
import { candidateText, headerRowText, studentsText } from './import-table';
import { ImportReadingView } from './ImportReadingView';
import { ImportPreviewView } from './ImportPreviewView';
import { FileChooser } from './FileChooser';
import { ImportRunPanel } from './ImportRunPanel';
import { PortalUpdatesStatus, PortalUpdatesView } from './PortalUpdatesView';
import { downloadTemplate } from './template';
import { useImportFlow } from './useImportFlow';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { importMessages, type ImportTexts } from './messages';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {`${number}. ${title}`}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /students/import (staff): a spreadsheet of students in four steps: the template, the file, the
 * columns, then a preview that imports the good rows in batches, resumable after a dropped
 * connection. The steps' state and rules are useImportFlow's; this page only draws them.
 */
function StudentImport() {
  const { orgId, organization } = useCurrentOrganization();
  const directory = useDirectory(orgId);
  const flow = useImportFlow({
    orgId,
    studentCount: organization?.studentCount ?? 0,
    directory,
    organizationName: organization?.name,
  });
  const toast = useToast();
  const t = useMessages(importMessages);
  const pageTitle = usePageTitle(PAGE_TITLES.importStudents);
  const portalPlan = flow.portal.kind === 'ready' ? flow.portal.plan : null;
  const toUpdate = portalPlan?.updates.length ?? 0;

  const template = (kind: 'csv' | 'xlsx') => {
    downloadTemplate(kind, t).catch((error: unknown) => {
      console.error('Template not made', error);
      toast({
        variant: 'destructive',
        title: t('template.failed'),
        description: t('template.failedDescription'),
      });
    });
  };

  return (
    <Stack
      spacing={3}
      sx={{ maxWidth: PAGE_TITLES.importStudents.maxWidth, mx: 'auto', minWidth: 0 }}
    >
      {/* The title first, where the prerendered skeleton (RouteLoading) painted it. */}
      <PageHeader title={pageTitle.title} subtitle={pageTitle.subtitle} />
      <Link
        component={RouterLink}
        to={paths.students}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {t('back')}
      </Link>

      <Step number={1} title={t('step1.title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('step1.help')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => template('csv')}
          >
            {t('template.csv')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => template('xlsx')}
          >
            {t('template.xlsx')}
          </Button>
        </Stack>
      </Step>

      <Step number={2} title={t('step2.title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('step2.help', { max: formatCount(IMPORT_MAX_ROWS) })}
        </Typography>
        <FileChooser flow={flow} />
      </Step>

      {flow.file && (
        <Step number={3} title={t('step3.title')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('step3.help')}
          </Typography>
          {flow.file.table.portal && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('portal.recognised')}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <TextField
              select
              size="small"
              label={t('headerRow')}
              disabled={flow.started}
              value={String(flow.file.table.headerRow)}
              onChange={(event) => flow.setHeaderRow(Number(event.target.value))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: { sm: 280 }, maxWidth: { sm: 420 } }}
            >
              {flow.file.table.candidates.map((candidate) => (
                <option key={candidate.row} value={String(candidate.row)}>
                  {candidateText(candidate, t)}
                </option>
              ))}
            </TextField>
            {headerRowText(flow.file.table.headerRow, t) && (
              <Typography variant="body2">{headerRowText(flow.file.table.headerRow, t)}</Typography>
            )}
          </Stack>
          <ColumnMappingFields
            headers={flow.file.table.headers}
            mapping={flow.mapping}
            onChange={flow.setMapping}
            disabled={flow.started}
          />
        </Step>
      )}

      {flow.file && flow.checked && (
        <Step number={4} title={t('step4.title')}>
          {flow.run.state.status === 'idle' && flow.understood && (
            <ImportReadingView understood={flow.understood} onMapValue={flow.setValueOverride} />
          )}
          {!flow.started ? (
            <PreviewStep
              ready={flow.preview !== null && flow.portal.kind !== 'reading'}
              waitingMessage={flow.waitingMessage}
            >
              {flow.preview && (
                <>
                  <ImportPreviewView
                    preview={flow.preview}
                    portal={
                      portalPlan && {
                        updates: portalPlan.updates.length,
                        unchanged: portalPlan.unchanged.length,
                      }
                    }
                  />
                  {portalPlan && <PortalUpdatesView updates={portalPlan.updates} />}
                  {flow.preview.duplicates.length > 0 && (
                    <FormControlLabel
                      sx={{ mt: 2 }}
                      control={
                        <Checkbox
                          checked={flow.includeDuplicates}
                          onChange={(event) => flow.setIncludeDuplicates(event.target.checked)}
                        />
                      }
                      label={t('includeDuplicates')}
                    />
                  )}
                  <Box sx={{ mt: 2 }}>
                    {flow.nothingLeft && (
                      <Alert severity="info" sx={{ mb: 2 }}>
                        {flow.nothingLeft}
                      </Alert>
                    )}
                    <Button
                      variant="contained"
                      disabled={flow.toSend.length === 0 && toUpdate === 0}
                      onClick={flow.startImport}
                    >
                      {importButtonText(flow.toSend.length, toUpdate, t)}
                    </Button>
                  </Box>
                </>
              )}
            </PreviewStep>
          ) : (
            <>
              {flow.portalUpdates && <PortalUpdatesStatus run={flow.portalUpdates} />}
              {flow.run.state.status !== 'idle' ? (
                <ImportRunPanel run={flow.run} onStartOver={flow.startOver} />
              ) : (
                <Button variant="outlined" onClick={flow.startOver}>
                  {t('run.another')}
                </Button>
              )}
            </>
          )}
        </Step>
      )}
    </Stack>
  );
}

/** "Import 12 students", "Update 3 students", "Import 12 students and update 3 students". */
function importButtonText(toImport: number, toUpdate: number, t: ImportTexts): string {
  const students = studentsText(toImport, t);
  if (toUpdate === 0) return t('importStudents', { students });
  const updated = studentsText(toUpdate, t);
  return toImport === 0
    ? t('updateStudents', { students: updated })
    : t('importAndUpdate', { students, updated });
}

function PreviewStep({
  ready,
  waitingMessage,
  children,
}: {
  ready: boolean;
  waitingMessage: string | null;
  children: ReactNode;
}) {
  const t = useMessages(importMessages);
  if (ready) return <>{children}</>;
  if (waitingMessage) return <Alert severity="warning">{waitingMessage}</Alert>;
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{t('checking')}</Typography>
    </Stack>
  );
}

/** A new organization chosen in the switcher starts the page afresh. */
export function StudentImportPage() {
  const { orgId } = useCurrentOrganization();
  return <StudentImport key={orgId} />;
}

export default StudentImportPage;
