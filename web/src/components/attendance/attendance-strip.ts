import type { AcademicYear } from '@village/model/academic-year';
import { attendedPercent } from '@village/model/attendance/register';
import {
  EMPTY_COUNTS,
  type AttendanceTotals,
  type StatusCounts,
} from '@village/model/attendance/totals';
import { addMonths } from '@village/model/paths';

/** One month of a child's year: its counts, and the percentage attended (null: not taken). */
export interface StripMonth {
  /** "2026-12" */
  month: string;
  counts: StatusCounts;
  percent: number | null;
}

/**
 * The months of the academic year so far (its first month to today's, or its last when the year
 * is over), each with the child's counts; a month with no day taken has a null percentage.
 */
export function stripMonths(
  totals: AttendanceTotals | null,
  year: AcademicYear,
  today: string,
): StripMonth[] {
  const first = year.start.slice(0, 7);
  const last = (today < year.end ? today : year.end).slice(0, 7);
  const months: StripMonth[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) {
    const counts = totals?.months[month] ?? EMPTY_COUNTS;
    months.push({ month, counts, percent: attendedPercent(counts) });
  }
  return months;
}
