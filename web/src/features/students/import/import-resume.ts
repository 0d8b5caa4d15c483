// Which rows of an import the server has confirmed, kept in this tab's sessionStorage under the
// import's id: a reload during an import, then the same file chosen again, continues after the
// rows already written instead of sending them again. Only a help: the server creates each row's
// document only if it is absent, so a row sent twice is still one student.

const KEY_PREFIX = 'village-education:import:';

/** Row numbers as runs [first, last]: an import of 20,000 rows in order is one run. */
export type RowRuns = Array<[number, number]>;

export function toRuns(rows: Iterable<number>): RowRuns {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const runs: RowRuns = [];
  for (const row of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === row - 1) last[1] = row;
    else runs.push([row, row]);
  }
  return runs;
}

export function fromRuns(runs: RowRuns): Set<number> {
  const rows = new Set<number>();
  for (const [first, last] of runs) for (let row = first; row <= last; row += 1) rows.add(row);
  return rows;
}

function isRuns(value: unknown): value is RowRuns {
  return (
    Array.isArray(value) &&
    value.every(
      (run) =>
        Array.isArray(run) &&
        run.length === 2 &&
        Number.isInteger(run[0]) &&
        Number.isInteger(run[1]) &&
        run[0] <= run[1] &&
        run[1] - run[0] < 1_000_000,
    )
  );
}

/** The rows of this import the server has confirmed in this tab; none if unknown or unreadable. */
export function loadImportedRows(importId: string, storage: Storage = sessionStorage): Set<number> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY_PREFIX + importId) ?? '[]');
    return isRuns(stored) ? fromRuns(stored) : new Set();
  } catch {
    return new Set();
  }
}

export function saveImportedRows(
  importId: string,
  rows: Iterable<number>,
  storage: Storage = sessionStorage,
): void {
  try {
    storage.setItem(KEY_PREFIX + importId, JSON.stringify(toRuns(rows)));
  } catch (error) {
    // Storage full or refused (a private window): the import goes on, a resume re-sends rows.
    console.warn('Import progress not kept', error);
  }
}
