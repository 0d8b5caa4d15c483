import {
  DEFAULT_DIRECTORY_FILTERS,
  directoryMatcher,
  packDirectoryEntry,
  prepareDirectorySearch,
  sectionsOfClass,
  sortDirectory,
  unpackDirectoryEntry,
  type DirectoryEntry,
  type DirectoryFilters,
  type SortDirection,
  type SortKey,
} from '@village/model/directory';
import type { EducationLevel } from '@village/model/levels';

// The directory's index, unpacked, searched, filtered and sorted away from the page: the engine
// behind directory.worker.ts (and, where there is no Worker, behind the in-process fallback of
// directory-client.ts). The rules (line format, matching, order) are the model's
// (model/src/directory.ts); this only keeps their results between queries. No DOM, no Firestore.

/** One shard document's lines: student document id → packed line. */
export interface ShardLines {
  id: string;
  entries: Record<string, string>;
}

/** Which of the matching students a query wants. */
export type DirectoryWindow =
  /** The first `count` (the grid, which grows by "Show more"). */
  | { kind: 'first'; count: number }
  /** Page `page` (0-based) of `size`, moved back to the last page that has rows. */
  | { kind: 'page'; page: number; size: number }
  /** Every one of them (the exports, the maps, the import's duplicate check). */
  | { kind: 'all' };

export interface DirectoryQuery {
  filters: DirectoryFilters;
  sort: SortKey;
  direction: SortDirection;
  /** The day ages are computed on, in milliseconds. */
  todayMs: number;
  window: DirectoryWindow;
  /** Only the students with a location (the maps): the others are never cloned to the page. */
  located?: boolean;
  /** Only the students with these document ids (which of them still exist). */
  ids?: readonly string[];
  /** The reader's language: names sort with its collation (English when absent). */
  language?: string;
  /** A class whose sections the answer lists (the Section filter's choices). */
  sectionsOf?: EducationLevel;
}

/**
 * A query for every student (no search, no filter) in name order, or only those `located` or of
 * some `ids`: what the map, the report and the import ask for.
 */
export function everyStudentQuery(
  window: DirectoryWindow,
  only: Pick<DirectoryQuery, 'located' | 'ids'> = {},
): DirectoryQuery {
  return {
    filters: DEFAULT_DIRECTORY_FILTERS,
    sort: 'name',
    direction: 'asc',
    // Ages only matter to an age filter, which this has not: any day gives the same answer.
    todayMs: 0,
    window,
    ...only,
  };
}

export interface DirectoryPage {
  /** The students of the window, in the query's order. */
  rows: DirectoryEntry[];
  /** How many students match the query (every page). */
  matching: number;
  /** How many students the directory has at all (0: the organization has none). */
  total: number;
  /** The page shown (a `page` window, clamped); 0 otherwise. */
  page: number;
  /** The sections of the query's `sectionsOf` class, among every student (whatever the filters). */
  sections?: { of: EducationLevel; list: string[] };
  /** The rows whose admission number another student holds too (ids); absent when none. */
  sharedAdmissionNumbers?: string[];
}

/** A line already unpacked, kept while it stays the same. */
interface Unpacked {
  line: string;
  entry: DirectoryEntry;
}

/** The last page that has rows (a page from the URL may lie beyond the matching students). */
export function clampPage(page: number, count: number, size: number): number {
  return Math.max(0, Math.min(page, Math.ceil(count / size) - 1));
}

/**
 * The index (shards of packed lines) laid over with the newest students, and its queries. Lines
 * that did not change since the last update keep their entry (and its lower-cased search texts);
 * the list in name order and each other order are sorted once per change of the list, and the
 * last filter's matches are kept, so that paging or "Show more" only slices.
 */
export class DirectoryEngine {
  private readonly shards = new Map<string, Map<string, Unpacked>>();
  private recent: readonly DirectoryEntry[] = [];
  private deleted: ReadonlySet<string> = new Set();
  private byName: DirectoryEntry[] | null = null;
  private readonly orders = new Map<string, DirectoryEntry[]>();
  /** The language the orders below were sorted in. */
  private language = 'en';
  private lastMatch: { key: string; list: DirectoryEntry[]; matches: DirectoryEntry[] } | null =
    null;
  /** The last class's sections, kept until the list changes: a keystroke need not walk it again. */
  private lastSections: { of: EducationLevel; list: string[] } | null = null;
  /** Admission numbers more than one student holds, kept until the list changes. */
  private repeatedNumbers: ReadonlySet<string> | null = null;

  constructor(private readonly warn: (message: string, error: unknown) => void = () => {}) {}

  /**
   * Replaces the shards in `changed` and drops those not in `present`. A line this version
   * cannot read is left out and reported.
   */
  updateShards(changed: readonly ShardLines[], present: readonly string[]): void {
    for (const shard of changed) {
      const known = this.shards.get(shard.id);
      const unpacked = new Map<string, Unpacked>();
      for (const [id, line] of Object.entries(shard.entries)) {
        const same = known?.get(id);
        if (same?.line === line) {
          unpacked.set(id, same);
          continue;
        }
        try {
          const entry = unpackDirectoryEntry(id, line);
          // Lower-cased for the search now, rather than at the first keystroke.
          prepareDirectorySearch(entry);
          unpacked.set(id, { line, entry });
        } catch (error) {
          this.warn(`Unreadable directory entry ${id}`, error);
        }
      }
      this.shards.set(shard.id, unpacked);
    }
    const kept = new Set(present);
    let dropped = false;
    for (const id of [...this.shards.keys()]) if (!kept.has(id)) dropped = this.shards.delete(id);
    if (changed.length > 0 || dropped) this.changed();
  }

  /**
   * The newest students, read from their documents, and the students deleted on this device: a
   * student's document wins over its line when it is newer, or as new and different (the index
   * has not caught up with it yet); deleted students are left out.
   */
  setOverlay(recent: readonly DirectoryEntry[], deleted: readonly string[]): void {
    this.recent = recent;
    this.deleted = new Set(deleted);
    this.changed();
  }

  /** Every student, in name order. */
  entries(): readonly DirectoryEntry[] {
    return this.list();
  }

  query(query: DirectoryQuery): DirectoryPage {
    const language = query.language ?? 'en';
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    const list = this.ordered(query.sort, query.direction);
    const key = JSON.stringify([
      query.sort,
      query.direction,
      query.filters,
      query.todayMs,
      query.located ?? false,
      query.ids ?? null,
    ]);
    let matches: DirectoryEntry[];
    if (this.lastMatch?.key === key && this.lastMatch.list === list)
      matches = this.lastMatch.matches;
    else {
      const matcher = directoryMatcher(query.filters, new Date(query.todayMs));
      const ids = query.ids ? new Set(query.ids) : null;
      matches = list.filter(
        (entry) =>
          (!query.located || entry.location !== null) &&
          (!ids || ids.has(entry.id)) &&
          matcher(entry),
      );
      this.lastMatch = { key, list, matches };
    }
    const { window } = query;
    const page = window.kind === 'page' ? clampPage(window.page, matches.length, window.size) : 0;
    const rows =
      window.kind === 'all'
        ? matches.slice()
        : window.kind === 'first'
          ? matches.slice(0, window.count)
          : matches.slice(page * window.size, (page + 1) * window.size);
    const sections = query.sectionsOf ? this.sections(query.sectionsOf) : undefined;
    const answer: DirectoryPage = {
      rows,
      matching: matches.length,
      total: this.list().length,
      page,
      sections,
    };
    const repeated = this.repeated();
    if (repeated.size > 0) {
      const shared = rows.filter((row) => repeated.has(row.admissionNumber)).map((row) => row.id);
      if (shared.length > 0) answer.sharedAdmissionNumbers = shared;
    }
    return answer;
  }

  /**
   * Two staff offline can give one admission number to two students (the functions flag both on
   * their records): the directory finds the same from its lines, at once, offline too.
   */
  private repeated(): ReadonlySet<string> {
    if (this.repeatedNumbers) return this.repeatedNumbers;
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const entry of this.list()) {
      if (entry.admissionNumber === '') continue;
      if (seen.has(entry.admissionNumber)) repeated.add(entry.admissionNumber);
      else seen.add(entry.admissionNumber);
    }
    return (this.repeatedNumbers = repeated);
  }

  private sections(of: EducationLevel): { of: EducationLevel; list: string[] } {
    if (this.lastSections?.of !== of)
      this.lastSections = { of, list: sectionsOfClass(this.list(), of) };
    return this.lastSections;
  }

  private changed(): void {
    this.byName = null;
    this.orders.clear();
    this.lastMatch = null;
    this.lastSections = null;
    this.repeatedNumbers = null;
  }

  private list(): DirectoryEntry[] {
    if (!this.byName) this.byName = sortDirectory(this.merged(), 'name', 'asc', this.language);
    return this.byName;
  }

  private ordered(sort: SortKey, direction: SortDirection): DirectoryEntry[] {
    const byName = this.list();
    if (sort === 'name' && direction === 'asc') return byName;
    const key = `${sort} ${direction}`;
    let list = this.orders.get(key);
    if (!list) this.orders.set(key, (list = sortDirectory(byName, sort, direction, this.language)));
    return list;
  }

  private merged(): DirectoryEntry[] {
    const indexed = new Map<string, DirectoryEntry>();
    for (const shard of this.shards.values())
      for (const [id, { entry }] of shard) indexed.set(id, entry);
    for (const entry of this.recent) {
      const known = indexed.get(entry.id);
      if (
        !known ||
        known.updatedAtMs < entry.updatedAtMs ||
        (known.updatedAtMs === entry.updatedAtMs &&
          packDirectoryEntry(known) !== packDirectoryEntry(entry))
      )
        indexed.set(entry.id, entry);
    }
    for (const id of this.deleted) indexed.delete(id);
    return [...indexed.values()];
  }
}
