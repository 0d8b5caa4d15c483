import { IMPORT_MAX_ROWS } from '@village/model/import-limits';
import { checkRows, type CheckedRows, type GoodRow } from '@village/model/import/check-rows';
import {
  guessColumnMapping,
  unmappedRequired,
  type ColumnMapping,
  type ValueOverrides,
} from '@village/model/import/column-matching';
import { readColumns, type FileReading } from '@village/model/import/column-readings';
import type { ImportField } from '@village/model/import/columns';
import {
  HEADER_CANDIDATES,
  registerSheetIndex,
  type ImportTable,
} from '@village/model/import/header-row';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { everyStudentQuery } from '../../../lib/directory/directory-engine';
import { readSpreadsheetFile } from '../../../lib/spreadsheet/read-in-worker';
import type { ReadSheet } from '../../../lib/spreadsheet/xlsx-read';
import { useDirectoryAnswer, type Directory } from '../api/use-directory';
import {
  importIdOf,
  nothingToImportMessage,
  previewImport,
  rowsToImport,
  type ImportPreview,
} from './import-plan';
import { importTable } from './import-table';
import { useImportRun, type ImportRun } from './ImportRunPanel';
import { useMessages } from '../../../lib/i18n/messages';
import { importMessages } from './messages';
import { fileErrorMessage, isRefusal } from './problem-text';
import { admissionNumbersKey, useAdmissionHolders } from './use-admission-holders';

export interface ChosenFile {
  name: string;
  table: ImportTable;
  /**
   * The file's sheets that hold something (a CSV's one), kept so that choosing another sheet or
   * header row does not read the file again.
   */
  sheets: readonly ReadSheet[];
  /** Which of `sheets` the table is made from. */
  sheet: number;
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
  /** Reads the table from another sheet of the workbook (its place in `file.sheets`), its header
   * found again, as when the file was chosen. */
  setSheet: (sheet: number) => void;
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
      const read = await readSpreadsheetFile(chosen, {
        // At most IMPORT_MAX_ROWS students below the header, and the rows above it that are not
        // blank (a register's title and date): the header is one of the first HEADER_CANDIDATES.
        maxRows: IMPORT_MAX_ROWS + HEADER_CANDIDATES,
        onProgress: setReading,
        signal: controller.signal,
      });
      // The sheet that reads best as a register: a workbook may open on a cover or instructions.
      const best = registerSheetIndex(read.sheets.map((sheet) => sheet.rows));
      const table = importTable(read.sheets[best]!.rows);
      setFile({ name: chosen.name, table, sheets: read.sheets, sheet: best });
      setMapping(guessColumnMapping(table.headers));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!isRefusal(error)) console.error('File not read', error);
      setFileError({ error });
    }
    if (!controller.signal.aborted) setReading(null);
  };

  /** The table made again from the rows read (another sheet or header row), the rest forgotten. */
  const remakeTable = (sheet: number, headerRow?: number) => {
    if (!file || started) return;
    try {
      const table = importTable(file.sheets[sheet]!.rows, headerRow);
      setFile({ ...file, table, sheet });
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
  const setHeaderRow = (row: number) => file && remakeTable(file.sheet, row);
  const setSheet = (sheet: number) => remakeTable(sheet);

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
    setSheet,
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
