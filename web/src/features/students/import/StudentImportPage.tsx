import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { guessColumnMapping, IMPORT_MAX_ROWS } from '@village/model/student-import';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast';
import { dataErrorMessage } from '../../../lib/data/state';
import { everyStudentQuery } from '../../../lib/directory/directory-engine';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import {
  SPREADSHEET_ACCEPT,
  SpreadsheetFileError,
  TooManyRowsError,
} from '../../../lib/spreadsheet/spreadsheet-file';
import { readSpreadsheetFile } from '../../../lib/spreadsheet/read-in-worker';
import { useDirectory, useDirectoryAnswer } from '../api/use-directory';
import { ColumnMappingFields } from './ColumnMappingFields';
import {
  checkRows,
  importIdOf,
  importTable,
  ImportFileError,
  nothingToImportMessage,
  previewImport,
  rowsToImport,
  tooManyRowsMessage,
  unmappedRequired,
  type CheckedRows,
  type ColumnMapping,
  type ImportTable,
} from './import-plan';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportRunPanel, useImportRun } from './ImportRunPanel';
import { downloadTemplate } from './template';
import { formatCount } from '../../../lib/format-count';

interface ChosenFile {
  name: string;
  table: ImportTable;
}

/** Every student already here, for the duplicate check. */
const EVERY_STUDENT = everyStudentQuery({ kind: 'all' });

const studentsText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'student' : 'students'}`;

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
 * connection.
 */
function StudentImport() {
  const { orgId, organization } = useCurrentOrganization();
  const directory = useDirectory(orgId);
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  /** The share of the chosen file read so far, while it is read. */
  const [reading, setReading] = useState<number | null>(null);
  /** Ends the reading under way: another file was chosen, or the page left. */
  const stopReading = useRef<AbortController | null>(null);
  useEffect(() => () => stopReading.current?.abort(), []);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const run = useImportRun();
  const busy = run.state.status === 'running';
  const started = run.state.status !== 'idle';

  const checked = useMemo(
    () =>
      file && unmappedRequired(mapping).length === 0 ? checkRows(file.table.rows, mapping) : null,
    [file, mapping],
  );
  const [importId, setImportId] = useState<{ of: CheckedRows; id: string | null } | null>(null);
  useEffect(() => {
    if (!checked) return;
    let current = true;
    importIdOf(orgId, checked.good).then(
      (id) => {
        if (current) setImportId({ of: checked, id });
      },
      (error: unknown) => {
        // crypto.subtle exists only on https (and localhost): the app is never served otherwise.
        console.error('Import id not computed', error);
        if (current) setImportId({ of: checked, id: null });
      },
    );
    return () => {
      current = false;
    };
  }, [orgId, checked]);

  // The students already there, for the duplicate check, asked of the directory's engine (a
  // worker) once there are rows to check, and not while they are being imported: never from an
  // empty first answer of this device's cache while the counters say there are students.
  const index = useDirectoryAnswer(directory, checked && !started ? EVERY_STUDENT : null);
  const existing =
    index.status === 'ready' &&
    !(index.fromCache && index.data.total === 0 && (organization?.studentCount ?? 0) > 0)
      ? index.data.rows
      : null;
  const currentId = checked && importId?.of === checked ? importId.id : null;
  const preview = useMemo(
    () => (checked && currentId && existing ? previewImport(checked, currentId, existing) : null),
    [checked, currentId, existing],
  );
  const toSend = preview ? rowsToImport(preview, includeDuplicates) : [];
  const nothingLeft = preview ? nothingToImportMessage(preview, includeDuplicates) : null;

  const chooseFile = async (chosen: File) => {
    stopReading.current?.abort();
    const controller = new AbortController();
    stopReading.current = controller;
    setReading(0);
    setFileError(null);
    setFile(null);
    setIncludeDuplicates(false);
    try {
      const sheet = await readSpreadsheetFile(chosen, {
        // The header row and at most IMPORT_MAX_ROWS students below it.
        maxRows: IMPORT_MAX_ROWS + 1,
        onProgress: setReading,
        signal: controller.signal,
      });
      const table = importTable(sheet.rows);
      setFile({ name: chosen.name, table });
      setMapping(guessColumnMapping(table.headers));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof SpreadsheetFileError || error instanceof ImportFileError)
        setFileError(error.message);
      else if (error instanceof TooManyRowsError) setFileError(tooManyRowsMessage());
      else {
        console.error('File not read', error);
        setFileError(
          'The file could not be read. Check that it is a CSV or .xlsx file and try again.',
        );
      }
    }
    if (!controller.signal.aborted) setReading(null);
  };

  const template = (kind: 'csv' | 'xlsx') => {
    downloadTemplate(kind).catch((error: unknown) => {
      console.error('Template not made', error);
      toast({
        variant: 'destructive',
        title: 'Template not downloaded',
        description: 'The template could not be made. Check your connection and try again.',
      });
    });
  };

  const startImport = () => {
    if (!currentId || toSend.length === 0) return;
    run.start({ orgId, importId: currentId, rows: toSend });
  };

  const startOver = () => {
    run.reset();
    setFile(null);
    setFileError(null);
    setMapping({});
    setIncludeDuplicates(false);
  };

  return (
    <Stack
      spacing={3}
      sx={{ maxWidth: PAGE_TITLES.importStudents.maxWidth, mx: 'auto', minWidth: 0 }}
    >
      {/* The title first, where the prerendered skeleton (RouteLoading) painted it. */}
      <PageHeader
        title={PAGE_TITLES.importStudents.title}
        subtitle={PAGE_TITLES.importStudents.subtitle}
      />
      <Link
        component={RouterLink}
        to={paths.students}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        Student Directory
      </Link>

      <Step number={1} title="Download the template">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          One row per student. Full Name, Education Level and School / College are required; dates
          are written DD-MM-YYYY or DD/MM/YYYY. The Excel template lists the allowed values on its
          Notes sheet.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => template('csv')}
          >
            Template (CSV)
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => template('xlsx')}
          >
            Template (Excel .xlsx)
          </Button>
        </Stack>
      </Step>

      <Step number={2} title="Choose your file">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {`A CSV or Excel (.xlsx) file with a header row, at most ${formatCount(IMPORT_MAX_ROWS)} students.`}
        </Typography>
        {/* The input stays out of sight; the button opens it, by mouse or keyboard alike. */}
        <input
          ref={fileInput}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          aria-label="Spreadsheet file"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared, so that choosing the same file again (corrected) reads it again.
            event.target.value = '';
            if (chosen) void chooseFile(chosen);
          }}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            // Open while a file is read: choosing another one stops the reading.
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            {file || reading !== null ? 'Choose another file' : 'Choose file'}
          </Button>
          <Typography role="status" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {reading !== null
              ? 'Reading the file…'
              : file
                ? `${file.name}: ${studentsText(file.table.rows.length)} below the header row.`
                : ''}
          </Typography>
        </Stack>
        {reading !== null && (
          <LinearProgress
            variant="determinate"
            value={reading * 100}
            aria-label="Reading progress"
            sx={{ mt: 2, height: 8, borderRadius: 1 }}
          />
        )}
        {fileError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {fileError}
          </Alert>
        )}
      </Step>

      {file && (
        <Step number={3} title="Match the columns">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            For each field, the column of your file that holds it. Columns named as in the template
            are matched already.
          </Typography>
          <ColumnMappingFields
            headers={file.table.headers}
            mapping={mapping}
            onChange={setMapping}
            disabled={started}
          />
        </Step>
      )}

      {file && checked && (
        <Step number={4} title="Check and import">
          {run.state.status === 'idle' ? (
            <PreviewStep
              ready={preview !== null}
              waitingMessage={
                importId?.of === checked && importId.id === null
                  ? 'This browser could not prepare the import. Open the app over its https address and try again.'
                  : index.status === 'offline'
                    ? 'You are offline: the students already in the directory cannot be checked for duplicates. Connect to the internet to continue.'
                    : index.status === 'error'
                      ? dataErrorMessage(index.error)
                      : null
              }
            >
              {preview && (
                <>
                  <ImportPreviewView preview={preview} />
                  {preview.duplicates.length > 0 && (
                    <FormControlLabel
                      sx={{ mt: 2 }}
                      control={
                        <Checkbox
                          checked={includeDuplicates}
                          onChange={(event) => setIncludeDuplicates(event.target.checked)}
                        />
                      }
                      label="Import possible duplicates too"
                    />
                  )}
                  <Box sx={{ mt: 2 }}>
                    {nothingLeft && (
                      <Alert severity="info" sx={{ mb: 2 }}>
                        {nothingLeft}
                      </Alert>
                    )}
                    <Button
                      variant="contained"
                      disabled={toSend.length === 0}
                      onClick={startImport}
                    >
                      {`Import ${studentsText(toSend.length)}`}
                    </Button>
                  </Box>
                </>
              )}
            </PreviewStep>
          ) : (
            <ImportRunPanel run={run} onStartOver={startOver} />
          )}
        </Step>
      )}
    </Stack>
  );
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
  if (ready) return <>{children}</>;
  if (waitingMessage) return <Alert severity="warning">{waitingMessage}</Alert>;
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">Checking the rows against the students already here…</Typography>
    </Stack>
  );
}

/** A new organization chosen in the switcher starts the page afresh. */
export function StudentImportPage() {
  const { orgId } = useCurrentOrganization();
  return <StudentImport key={orgId} />;
}

export default StudentImportPage;
