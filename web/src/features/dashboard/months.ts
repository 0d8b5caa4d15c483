import { addMonths, monthKey } from '@village/model/paths';

/** The month `months` before the month of `date`, e.g. ("2026-01-…", 1) → "2025-12". */
export function monthsBefore(date: Date, months: number): string {
  return addMonths(monthKey(date), -months);
}
