import { IMPORT_MAX_ROWS } from '@village/model/import-limits';
import { checkRows, type CheckedRows } from '@village/model/import/check-rows';
import {
  guessColumnMapping,
  unmappedRequired,
  type ColumnMapping,
  type ValueOverrides,
} from '@village/model/import/column-matching';
import { readColumns } from '@village/model/import/column-readings';
import type { ImportField } from '@village/model/import/columns';
import {
  HEADER_CANDIDATES,
  registerSheetIndex,
  type ImportTable,
} from '@village/model/import/header-row';
import { portalAsImportTable } from '@village/model/import/portal-sheet';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { dataErrorMessage } from '../../../lib/data/state';
import { everyStudentQuery } from '../../../lib/directory/directory-engine';
import { useMessages } from '../../../lib/i18n/messages';
import { useAuth } from '../../../lib/session/auth-state';
import { readSpreadsheetFile } from '../../../lib/spreadsheet/read-in-worker';
import { useUdiseSettings } from '../api/udise-settings';
import { useDirectoryAnswer } from '../api/use-directory';
import type { ChosenFile, ImportFlow, ImportFlowSource } from './import-flow';
import { importIdOf, nothingToImportMessage, previewImport, rowsToImport } from './import-plan';
import { importTable } from './import-table';
import { useImportRun } from './ImportRunPanel';
import { importMessages } from './messages';
import { fileErrorMessage, isRefusal } from './problem-text';
import { admissionNumbersKey, useAdmissionHolders } from './use-admission-holders';
import { usePortalPlan, usePortalUpdatesRun } from './use-portal-import';

export type { ChosenFile, ImportFlow, ImportFlowSource };

/** Every student already here, for the duplicate check. */
const EVERY_STUDENT = everyStudentQuery({ kind: 'all' });

/**
 * The student import from the file chosen to the import's end: the file read (in a worker, ended
 * when another file is chosen or the page is left), its columns matched, its rows checked, then
 * sorted against the students already here, and the good ones sent in batches.
 */
export function useImportFlow({
  orgId,
  studentCount,
  directory,
  organizationName,
}: ImportFlowSource): ImportFlow {
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
  const updates = usePortalUpdatesRun();
  const busy = run.state.status === 'running';
  const started = run.state.status !== 'idle' || updates.state !== null;
  const { user } = useAuth();
  // The office's own codes, for a UDISE+ portal sheet's codes the public record leaves open.
  const udise = useUdiseSettings(orgId);
  const overrides = useMemo(() => (udise.status === 'ready' ? udise.data.codes : {}), [udise]);
  // A portal sheet names no school on its rows: it is one school's, the organization's by default.
  const mappingOf = (table: ImportTable): ColumnMapping => {
    const guessed = guessColumnMapping(table.headers);
    return table.portal && organizationName
      ? { ...guessed, everyRow: { school: organizationName } }
      : guessed;
  };
  const tableOf = (rows: Parameters<typeof importTable>[0], headerRow?: number) =>
    portalAsImportTable(importTable(rows, headerRow), overrides);

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
  const portal = usePortalPlan({
    orgId,
    table: file?.table ?? null,
    checked,
    mapping: checkedMapping,
    valueOverrides,
    existing,
    overrides,
  });
  // A portal sheet's rows that are students already here are updates, not new students.
  const forNew =
    portal.kind === 'none' ? checked : portal.kind === 'ready' ? portal.plan.rest : null;
  const preview = useMemo(
    () =>
      forNew && currentId && existing && holders
        ? previewImport(forNew, currentId, existing, holders)
        : null,
    [forNew, currentId, existing, holders],
  );
  const toSend = preview ? rowsToImport(preview, includeDuplicates) : [];
  const toUpdate = portal.kind === 'ready' ? portal.plan.updates.length : 0;
  const nothingLeft =
    preview && toUpdate === 0 ? nothingToImportMessage(preview, includeDuplicates, t) : null;
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
      const table = tableOf(read.sheets[best]!.rows);
      setFile({ name: chosen.name, table, sheets: read.sheets, sheet: best });
      setMapping(mappingOf(table));
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
      const table = tableOf(file.sheets[sheet]!.rows, headerRow);
      setFile({ ...file, table, sheet });
      setMapping(mappingOf(table));
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
    if (!currentId || (toSend.length === 0 && toUpdate === 0)) return;
    if (portal.kind === 'ready' && user) updates.start(orgId, user, portal.plan);
    if (toSend.length > 0) run.start({ orgId, importId: currentId, rows: toSend });
  };

  const startOver = () => {
    run.reset();
    updates.reset();
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
    portal,
    portalUpdates: updates.state,
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
