import {
  guessColumnMapping,
  IMPORT_MAX_ROWS,
  type ImportField,
} from '@village/model/student-import';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { AdmissionNumberHolder } from '@village/model/student';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { everyStudentQuery } from '../../../lib/directory/directory-engine';
import { SpreadsheetFileError, TooManyRowsError } from '../../../lib/spreadsheet/spreadsheet-file';
import { readSpreadsheetFile } from '../../../lib/spreadsheet/read-in-worker';
import type { CellValue } from '../../../lib/spreadsheet/xlsx';
import { findStudentsByAdmissionNumbers } from '../api/admission-numbers';
import { useDirectoryAnswer, type Directory } from '../api/use-directory';
import {
  checkRows,
  HEADER_CANDIDATES,
  importIdOf,
  importTable,
  ImportFileError,
  nothingToImportMessage,
  previewImport,
  readColumns,
  rowsToImport,
  tooManyRowsMessage,
  unmappedRequired,
  type CheckedRows,
  type ColumnMapping,
  type FileReading,
  type GoodRow,
  type ImportPreview,
  type ImportTable,
  type ValueOverrides,
} from './import-plan';
import { useImportRun, type ImportRun } from './ImportRunPanel';
import { useMessages } from '../../../lib/i18n/messages';
import { importMessages, type ImportTexts } from './messages';
import { fileRefusalText } from './problem-text';

export interface ChosenFile {
  name: string;
  table: ImportTable;
  /** The rows as read, kept so that choosing another header row does not read the file again. */
  rows: readonly (readonly CellValue[])[];
}

export interface ImportFlowSource {
  orgId: string;
  /** The students the organization's counters say it has. */
  studentCount: number;
  /** The organization's students (useDirectory), for the duplicate check. */
  directory: DataState<Directory>;
}

export interface ImportFlow {
  /** The share of the chosen file read so far, while it is read; null otherwise. */
  reading: number | null;
  /** The file read, once it is a table of students. */
  file: ChosenFile | null;
  /** Why the chosen file cannot be imported, for the user. */
  fileError: string | null;
  mapping: ColumnMapping;
  setMapping: (mapping: ColumnMapping) => void;
  /** Makes another row of the file its header (1-based): the table is made again from the rows
   * read, the mapping guessed again and the values mapped forgotten. */
  setHeaderRow: (row: number) => void;
  /** The known values the user chose for values of the file the app does not understand. */
  valueOverrides: ValueOverrides;
  /** Maps `value` (a cell's trimmed text) of `field` to a known value, or back to itself (null). */
  setValueOverride: (field: ImportField, value: string, replacement: string | null) => void;
  /** The file's rows checked, once every required field has a column. */
  checked: CheckedRows | null;
  /** What the mapped columns were understood as, once the rows are checked. */
  understood: FileReading | null;
  /** The checked rows sorted against the students already here, once those are known. */
  preview: ImportPreview | null;
  /** Why there is no preview and will be none without the user (null while it is on its way). */
  waitingMessage: string | null;
  includeDuplicates: boolean;
  setIncludeDuplicates: (include: boolean) => void;
  /** The rows Import would send. */
  toSend: GoodRow[];
  /** Why Import would send nothing, in words; null when it would send some row. */
  nothingLeft: string | null;
  run: ImportRun;
  /** An import's calls are under way: no other file may be chosen. */
  busy: boolean;
  /** An import has started (and not been started over): the mapping stays as it was sent. */
  started: boolean;
  chooseFile: (chosen: File) => Promise<void>;
  startImport: () => void;
  startOver: () => void;
}

/** Every student already here, for the duplicate check. */
const EVERY_STUDENT = everyStudentQuery({ kind: 'all' });

/** A file refused for a reason the user can act on (any other failure is logged). */
const isRefusal = (error: unknown) =>
  error instanceof SpreadsheetFileError ||
  error instanceof ImportFileError ||
  error instanceof TooManyRowsError;

/** Why a file was not read, for the user, in their language. */
function fileErrorMessage(error: unknown, t: ImportTexts): string {
  if (error instanceof ImportFileError) return error.text(t);
  // The reader's refusals (lib/spreadsheet) in English; the common ones are said in Hindi too.
  if (error instanceof SpreadsheetFileError) return fileRefusalText(error.message, t);
  if (error instanceof TooManyRowsError) return tooManyRowsMessage(undefined, t);
  return t('file.unreadable');
}

interface AdmissionHolders {
  /** The admission numbers asked about (admissionNumberKey, sorted, one per line). */
  key: string;
  /** The students holding them, by number; null when the asking failed. */
  holders: ReadonlyMap<string, readonly AdmissionNumberHolder[]> | null;
  error?: Error;
}

const NO_HOLDERS: ReadonlyMap<string, readonly AdmissionNumberHolder[]> = new Map();

/** The good rows' admission numbers, sorted and one per line: what the holders depend on. */
function admissionNumbersKey(checked: CheckedRows): string {
  const numbers = new Set(checked.good.map((row) => row.student.admissionNumber).filter(Boolean));
  return [...numbers].sort().join('\n');
}

/**
 * Who already holds the good rows' admission numbers (numbers are unique in an organization):
 * only the holders are read, however large the organization, and asked again only when the
 * numbers change (not when a value typed for every row or a value read-as re-checks the rows).
 * `numbersKey` null (no file, or an import under way) keeps the last answer.
 */
function useAdmissionHolders(orgId: string, numbersKey: string | null): AdmissionHolders | null {
  const [answer, setAnswer] = useState<AdmissionHolders | null>(null);
  useEffect(() => {
    if (numbersKey === null) return;
    let current = true;
    const settle = (next: Omit<AdmissionHolders, 'key'>) => {
      if (current) setAnswer({ key: numbersKey, ...next });
    };
    if (numbersKey === '') settle({ holders: NO_HOLDERS });
    else
      findStudentsByAdmissionNumbers(orgId, numbersKey.split('\n')).then(
        (holders) => settle({ holders }),
        (error: unknown) =>
          settle({
            holders: null,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    return () => {
      current = false;
    };
  }, [orgId, numbersKey]);
  return answer;
}

/**
 * The student import from the file chosen to the import's end: the file read (in a worker, ended
 * when another file is chosen or the page is left), its columns matched, its rows checked, then
 * sorted against the students already here, and the good ones sent in batches.
 */
export function useImportFlow({ orgId, studentCount, directory }: ImportFlowSource): ImportFlow {
  const [reading, setReading] = useState<number | null>(null);
  /** Ends the reading under way: another file was chosen, or the page left. */
  const stopReading = useRef<AbortController | null>(null);
  useEffect(() => () => stopReading.current?.abort(), []);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const t = useMessages(importMessages);
  // The error itself, said in words as the page draws, in the language of the moment.
  const [fileError, setFileError] = useState<{ error: unknown } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [valueOverrides, setValueOverrides] = useState<ValueOverrides>({});
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const run = useImportRun();
  const busy = run.state.status === 'running';
  const started = run.state.status !== 'idle';

  // Typing a value for every row re-checks every row: the field follows the keys at once, and the
  // check (of up to 20,000 rows) follows when the device has time.
  const checkedMapping = useDeferredValue(mapping);
  const checked = useMemo(
    () =>
      file && unmappedRequired(checkedMapping).length === 0
        ? checkRows(file.table.rows, checkedMapping, valueOverrides)
        : null,
    [file, checkedMapping, valueOverrides],
  );
  const understood = useMemo(
    () => (file && checked ? readColumns(file.table, checkedMapping, valueOverrides) : null),
    [file, checked, checkedMapping, valueOverrides],
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
    index.status === 'ready' && !(index.fromCache && index.data.total === 0 && studentCount > 0)
      ? index.data.rows
      : null;
  const currentId = checked && importId?.of === checked ? importId.id : null;
  const numbersKey = useMemo(() => (checked ? admissionNumbersKey(checked) : null), [checked]);
  const admissions = useAdmissionHolders(orgId, started ? null : numbersKey);
  const answered = numbersKey !== null && admissions?.key === numbersKey ? admissions : null;
  const holders = answered?.holders ?? null;
  const preview = useMemo(
    () =>
      checked && currentId && existing && holders
        ? previewImport(checked, currentId, existing, holders)
        : null,
    [checked, currentId, existing, holders],
  );
  const toSend = preview ? rowsToImport(preview, includeDuplicates) : [];
  const nothingLeft = preview ? nothingToImportMessage(preview, includeDuplicates, t) : null;
  const waitingMessage = !checked
    ? null
    : importId?.of === checked && importId.id === null
      ? t('noImportId')
      : index.status === 'offline'
        ? t('offline')
        : index.status === 'error'
          ? dataErrorMessage(index.error)
          : answered?.error
            ? dataErrorMessage(answered.error)
            : null;

  const chooseFile = async (chosen: File) => {
    stopReading.current?.abort();
    const controller = new AbortController();
    stopReading.current = controller;
    setReading(0);
    setFileError(null);
    setFile(null);
    setValueOverrides({});
    setIncludeDuplicates(false);
    try {
      const sheet = await readSpreadsheetFile(chosen, {
        // At most IMPORT_MAX_ROWS students below the header, and the rows above it that are not
        // blank (a register's title and date): the header is one of the first HEADER_CANDIDATES.
        maxRows: IMPORT_MAX_ROWS + HEADER_CANDIDATES,
        onProgress: setReading,
        signal: controller.signal,
      });
      const table = importTable(sheet.rows);
      setFile({ name: chosen.name, table, rows: sheet.rows });
      setMapping(guessColumnMapping(table.headers));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!isRefusal(error)) console.error('File not read', error);
      setFileError({ error });
    }
    if (!controller.signal.aborted) setReading(null);
  };

  const setHeaderRow = (row: number) => {
    if (!file || started) return;
    try {
      const table = importTable(file.rows, row);
      setFile({ ...file, table });
      setMapping(guessColumnMapping(table.headers));
      setValueOverrides({});
      setIncludeDuplicates(false);
      setFileError(null);
    } catch (error) {
      // The file stays as it was: only its header cannot be this row ("no students below").
      if (!isRefusal(error)) console.error('File not read', error);
      setFileError({ error });
    }
  };

  const setValueOverride = (field: ImportField, value: string, replacement: string | null) => {
    if (started) return;
    setValueOverrides((overrides) => {
      const byValue = { ...overrides[field] };
      if (replacement === null) delete byValue[value];
      else byValue[value] = replacement;
      return { ...overrides, [field]: byValue };
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
    setValueOverrides({});
    setIncludeDuplicates(false);
  };

  return {
    reading,
    file,
    fileError: fileError && fileErrorMessage(fileError.error, t),
    mapping,
    setMapping,
    setHeaderRow,
    valueOverrides,
    setValueOverride,
    checked,
    understood,
    preview,
    waitingMessage,
    includeDuplicates,
    setIncludeDuplicates,
    toSend,
    nothingLeft,
    run,
    busy,
    started,
    chooseFile,
    startImport,
    startOver,
  };
}
