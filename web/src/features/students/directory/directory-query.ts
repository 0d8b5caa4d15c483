import { ALL } from '@village/model/filters';
import type { DirectoryQuery } from '../../../lib/directory/directory-engine';
import { GRID_BATCH, type DirectoryState } from './directory-state';

/** What the directory asks its engine for: the state's filters, order and window. */
export function directoryQuery(
  state: DirectoryState,
  today: Date,
  language: string,
): DirectoryQuery {
  const table = state.view === 'table';
  return {
    filters: state.filters,
    // The grid is by name; the table by its chosen column.
    sort: table ? state.sort : 'name',
    direction: table ? state.direction : 'asc',
    todayMs: today.getTime(),
    language,
    // The Section filter's choices: the sections of the class chosen.
    sectionsOf: state.filters.educationLevel === ALL ? undefined : state.filters.educationLevel,
    window: table
      ? { kind: 'page', page: state.page, size: state.rowsPerPage }
      : { kind: 'first', count: (state.page + 1) * GRID_BATCH },
  };
}
