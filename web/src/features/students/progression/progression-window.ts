import { lastQuarterStart, type AcademicYear } from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import type { Role } from '@village/model/roles';

// When the progression screen offers Apply: from the first day of the year's last quarter
// (India's date), as applyProgression allows it; before that only to a super_admin who gives a
// reason, which the History records. The server checks the same rule again.

export interface ApplyWindow {
  /** The first day of the year's last quarter, "YYYY-MM-DD". */
  opensOn: string;
  /**
   * What Apply needs now: nothing (the last quarter or later), a reason (a super_admin before
   * it), or to wait (anyone else before it).
   */
  needs: 'nothing' | 'reason' | 'waiting';
}

export function applyWindow(year: AcademicYear, role: Role, now: Date): ApplyWindow {
  const opensOn = lastQuarterStart(year);
  if (todayIso(now) >= opensOn) return { opensOn, needs: 'nothing' };
  return { opensOn, needs: role === 'super_admin' ? 'reason' : 'waiting' };
}

/** The day as an instant that is that day in India and in any device's zone (noon in India). */
export const dayInstant = (iso: string) => new Date(`${iso}T12:00:00+05:30`);
