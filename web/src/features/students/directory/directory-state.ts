import {
  CWSN_FILTER_VALUES,
  DEFAULT_DIRECTORY_FILTERS,
  FILTER_KEYS,
  NOT_RECORDED,
  SORT_KEYS,
  type DirectoryFilters,
  type FilterKey,
  type SortDirection,
  type SortKey,
} from '@village/model/directory';
import { AGE_RANGES, ALL, GENDERS } from '@village/model/filters';
import { CATEGORIES, EDUCATION_LEVELS } from '@village/model/levels';
import { SOCIAL_CATEGORIES } from '@village/model/udise';

/**
 * Everything the directory screen lets a user choose, kept in the URL's search parameters so that
 * a reload, a shared link or the back button brings back the same view. Pure: parsed defensively
 * (an unknown or hand-edited value falls back to its default) and serialised with the defaults
 * left out, so the plain /students link is the default directory.
 */
export const VIEW_MODES = ['grid', 'table'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100] as const;
export type RowsPerPage = (typeof ROWS_PER_PAGE_OPTIONS)[number];

/**
 * The table's columns that are shown only when chosen (Columns), in the table's order: the
 * register's and the "More details" fields a school office looks up now and then.
 */
export const OPTIONAL_COLUMNS = ['section', 'admissionNumber', 'socialCategory', 'cwsn'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

/** Cards added by each "Show more": a page of cards stays light on a cheap phone. */
export const GRID_BATCH = 24;

export interface DirectoryState {
  view: ViewMode;
  filters: DirectoryFilters;
  /** The table's order (the grid is always by name). */
  sort: SortKey;
  direction: SortDirection;
  /**
   * 0-based. In the table, the page shown; in the grid, how many times "Show more" was pressed
   * (the grid shows (page + 1) × GRID_BATCH cards).
   */
  page: number;
  rowsPerPage: RowsPerPage;
  /** The optional columns the table shows, in OPTIONAL_COLUMNS' order; none by default. */
  columns: readonly OptionalColumn[];
}

/**
 * A change of the directory's state; `typing`: a keystroke in a text field (the URL may follow a
 * moment later).
 */
export type DirectoryStateChange = (next: DirectoryState, options?: { typing?: boolean }) => void;

export const DEFAULT_DIRECTORY_STATE: DirectoryState = {
  view: 'grid',
  filters: DEFAULT_DIRECTORY_FILTERS,
  sort: 'name',
  direction: 'asc',
  page: 0,
  rowsPerPage: 25,
  columns: [],
};

/** The search parameter of each part of the state. */
export const PARAMS = {
  view: 'view',
  search: 'q',
  category: 'level',
  educationLevel: 'edu',
  section: 'section',
  ageRange: 'age',
  gender: 'gender',
  socialCategory: 'social',
  cwsn: 'cwsn',
  location: 'location',
  school: 'school',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  rowsPerPage: 'rows',
  columns: 'cols',
} as const;

/** A hand-edited link cannot make the page search for a novel. */
const MAX_TEXT_LENGTH = 200;
/** Nor ask the grid for a million cards: beyond this the page falls back to the first. */
const MAX_PAGE = 10_000;

function oneOf<T extends string | number>(
  allowed: readonly T[],
  raw: string | null,
  fallback: T,
): T {
  return allowed.find((value) => String(value) === raw) ?? fallback;
}

function text(raw: string | null): string {
  return (raw ?? '').slice(0, MAX_TEXT_LENGTH);
}

const AGE_RANGE_VALUES = AGE_RANGES.map((range) => range.value);

/** "section,cwsn": the known columns named, each once, in the table's order. */
function columnsOf(raw: string | null): OptionalColumn[] {
  const named = new Set((raw ?? '').split(','));
  return OPTIONAL_COLUMNS.filter((column) => named.has(column));
}

export function parseDirectoryState(params: URLSearchParams): DirectoryState {
  const pageNumber = Number(params.get(PARAMS.page) ?? '1');
  return {
    view: oneOf(VIEW_MODES, params.get(PARAMS.view), DEFAULT_DIRECTORY_STATE.view),
    filters: {
      search: text(params.get(PARAMS.search)),
      category: oneOf([ALL, ...CATEGORIES], params.get(PARAMS.category), ALL),
      educationLevel: oneOf([ALL, ...EDUCATION_LEVELS], params.get(PARAMS.educationLevel), ALL),
      section: text(params.get(PARAMS.section)),
      ageRange: oneOf([ALL, ...AGE_RANGE_VALUES], params.get(PARAMS.ageRange), ALL),
      gender: oneOf([ALL, ...GENDERS], params.get(PARAMS.gender), ALL),
      socialCategory: oneOf(
        [ALL, ...SOCIAL_CATEGORIES, NOT_RECORDED],
        params.get(PARAMS.socialCategory),
        ALL,
      ),
      cwsn: oneOf([ALL, ...CWSN_FILTER_VALUES], params.get(PARAMS.cwsn), ALL),
      location: text(params.get(PARAMS.location)),
      school: text(params.get(PARAMS.school)),
    },
    sort: oneOf(SORT_KEYS, params.get(PARAMS.sort), DEFAULT_DIRECTORY_STATE.sort),
    direction: oneOf(['asc', 'desc'], params.get(PARAMS.direction), 'asc'),
    // The URL counts pages from 1, as people do.
    page:
      Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE
        ? pageNumber - 1
        : 0,
    rowsPerPage: oneOf(
      ROWS_PER_PAGE_OPTIONS,
      params.get(PARAMS.rowsPerPage),
      DEFAULT_DIRECTORY_STATE.rowsPerPage,
    ),
    columns: columnsOf(params.get(PARAMS.columns)),
  };
}

/** The search parameters of a state, defaults left out, in a fixed order. */
export function directorySearchParams(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) params.set(name, String(value));
  };
  set(PARAMS.view, state.view, DEFAULT_DIRECTORY_STATE.view);
  for (const key of ['search', ...FILTER_KEYS] as const) {
    set(PARAMS[key], state.filters[key], DEFAULT_DIRECTORY_FILTERS[key]);
  }
  set(PARAMS.sort, state.sort, DEFAULT_DIRECTORY_STATE.sort);
  set(PARAMS.direction, state.direction, DEFAULT_DIRECTORY_STATE.direction);
  set(PARAMS.page, state.page + 1, 1);
  set(PARAMS.rowsPerPage, state.rowsPerPage, DEFAULT_DIRECTORY_STATE.rowsPerPage);
  set(PARAMS.columns, state.columns.join(','), '');
  return params;
}

// ---------------------------------------------------------------------------------------------
// The changes a user makes. Any change of what is listed goes back to the first page.

export function withFilters(
  state: DirectoryState,
  patch: Partial<DirectoryFilters>,
): DirectoryState {
  const filters = { ...state.filters, ...patch };
  // A section is one class's ("7th B"): another class, or none, drops it.
  if (filters.educationLevel !== state.filters.educationLevel && patch.section === undefined)
    filters.section = DEFAULT_DIRECTORY_FILTERS.section;
  return { ...state, filters, page: 0 };
}

/** Removes one filter (its chip's delete). */
export function withoutFilter(state: DirectoryState, key: FilterKey): DirectoryState {
  return withFilters(state, { [key]: DEFAULT_DIRECTORY_FILTERS[key] });
}

/** Clear All: every filter back to all; the search stays (it has its own clear button). */
export function withoutFilters(state: DirectoryState): DirectoryState {
  return withFilters(state, { ...DEFAULT_DIRECTORY_FILTERS, search: state.filters.search });
}

export function withView(state: DirectoryState, view: ViewMode): DirectoryState {
  return { ...state, view, page: 0 };
}

/** A column header's click: the same column flips its direction, another starts ascending. */
export function sortedBy(state: DirectoryState, sort: SortKey): DirectoryState {
  const direction = state.sort === sort && state.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, direction, page: 0 };
}

/** Columns: which optional columns the table shows (the rows stay as they are). */
export function withColumns(
  state: DirectoryState,
  columns: readonly OptionalColumn[],
): DirectoryState {
  return { ...state, columns: OPTIONAL_COLUMNS.filter((column) => columns.includes(column)) };
}

export function withPage(state: DirectoryState, page: number): DirectoryState {
  return { ...state, page };
}

export function withRowsPerPage(state: DirectoryState, rowsPerPage: RowsPerPage): DirectoryState {
  return { ...state, rowsPerPage, page: 0 };
}
