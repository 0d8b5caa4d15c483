import { IST_OFFSET_MS } from './dates';

// The school year: Indian schools run April to March, some colleges July to June. An
// organization may set the month its year starts (organizations/{id}.academicYearStartMonth); the
// year is named as offices write it, "2026-27", or "2026" when it starts in January.

/** April: the year of Indian schools (and of the UDISE+ returns). */
export const DEFAULT_ACADEMIC_YEAR_START_MONTH = 4;

/** An academic year: its name and its first and last days ("YYYY-MM-DD", India's calendar). */
export interface AcademicYear {
  /** "2026-27"; "2026" for a year that starts in January. */
  label: string;
  /** The calendar year it starts in. */
  startYear: number;
  start: string;
  end: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Whether `month` is a month number, 1 (January) to 12. */
export const isMonthNumber = (month: unknown): month is number =>
  typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12;

/** The academic year that starts in `startYear`, in `startMonth` (1-12). */
export function academicYearStarting(
  startYear: number,
  startMonth: number = DEFAULT_ACADEMIC_YEAR_START_MONTH,
): AcademicYear {
  if (!isMonthNumber(startMonth)) throw new Error(`not a month: ${String(startMonth)}`);
  const endYear = startMonth === 1 ? startYear : startYear + 1;
  const endMonth = startMonth === 1 ? 12 : startMonth - 1;
  // The last day of endMonth: day 0 of the month after it.
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  return {
    label: startMonth === 1 ? String(startYear) : `${startYear}-${pad((startYear + 1) % 100)}`,
    startYear,
    start: `${startYear}-${pad(startMonth)}-01`,
    end: `${endYear}-${pad(endMonth)}-${pad(lastDay)}`,
  };
}

/**
 * The academic year a day falls in: a date "YYYY-MM-DD", or an instant (read in India's calendar,
 * whatever the device's zone).
 */
export function academicYearOf(
  day: string | Date,
  startMonth: number = DEFAULT_ACADEMIC_YEAR_START_MONTH,
): AcademicYear {
  const iso = typeof day === 'string' ? day : new Date(day.getTime() + IST_OFFSET_MS).toISOString();
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return academicYearStarting(month >= startMonth ? year : year - 1, startMonth);
}

/**
 * The first day of the year's last quarter ("YYYY-MM-DD"): nine months after its start, so 1
 * January for an April-March year, 1 April for a July-June one.
 */
export function lastQuarterStart(year: AcademicYear): string {
  const startMonth = Number(year.start.slice(5, 7));
  const months = startMonth - 1 + 9;
  return `${year.startYear + Math.floor(months / 12)}-${pad((months % 12) + 1)}-01`;
}
