import type { CheckedRows, GoodRow } from '@village/model/import/check-rows';
import type { ColumnMapping, ValueOverrides } from '@village/model/import/column-matching';
import type { FileReading } from '@village/model/import/column-readings';
import type { ImportField } from '@village/model/import/columns';
import type { ImportTable } from '@village/model/import/header-row';
import type { DataState } from '../../../lib/data/state';
import type { ReadSheet } from '../../../lib/spreadsheet/xlsx-read';
import type { Directory } from '../api/use-directory';
import type { ImportPreview } from './import-plan';
import type { ImportRun } from './ImportRunPanel';
import type { PortalPlanState, PortalUpdatesRun } from './use-portal-import';

// What the import page's flow (useImportFlow) holds and offers, step by step.

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
  /** The organization's name: the school of a UDISE+ portal sheet's new students, by default. */
  organizationName?: string;
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
  /** A UDISE+ portal sheet's rows that update students already here. */
  portal: PortalPlanState;
  /** The updates sent, once they are. */
  portalUpdates: PortalUpdatesRun | null;
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
