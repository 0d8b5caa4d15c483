import { dayOff, nextDay, type AttendanceCalendar } from '@village/model/attendance/calendar';
import {
  ATTENDANCE_LETTERS,
  ATTENDED_DAYS,
  childAttendance,
  registerTaken,
  type AttendanceClass,
  type AttendanceRegister,
  type AttendanceStatus,
} from '@village/model/attendance/register';
import { onClassRoll, type RollCandidate, type YearClass } from '@village/model/attendance/totals';
import { takenRollsByDate } from './taken-rolls';

// The monthly register as paper has it, apart from React and Firestore: a row per child of the
// class's roll that month, a column per day, the letter of each day's mark, H on a day off, a
// blank on a day the roll was not taken, and the sums of each row and each taken day.

/** Children to one printed page: the register's sheets hold 45 rows. */
export const CHILDREN_PER_PAGE = 45;

/** The letter printed on a holiday or weekly day off. */
export const DAY_OFF_LETTER = 'H';

/** A child who may have been on the class's roll in the month. */
export interface RegisterChild extends RollCandidate {
  id: string;
  name: string;
  /** '' when not recorded. */
  rollNumber: string;
  /** Their class in the month's academic year, from their year record, when that year is closed. */
  yearClass: YearClass | null;
  /** Known only from a recorded roll (no record of theirs is among the class's now). */
  onlyAsTaken?: boolean;
}

export interface RegisterDay {
  date: string;
  /** 1 to 31. */
  day: number;
  /** A day off in the calendar (not opened as a working day). */
  off: boolean;
  /** Someone saved the class's roll that day. */
  taken: boolean;
}

export interface RowTotals extends Record<AttendanceStatus, number> {
  /** Present, and half of each half day. */
  attended: number;
}

export interface RegisterRow {
  id: string;
  /** 1, 2, … in the register's order. */
  serial: number;
  name: string;
  rollNumber: string;
  /** A letter per day of the month: P, A, L, ½, H, or '' (not taken, or not on the roll). */
  cells: string[];
  totals: RowTotals;
}

export interface RegisterGrid {
  days: RegisterDay[];
  rows: RegisterRow[];
  /** Per day, the children present; null for a day not taken. */
  presentByDay: (number | null)[];
}

/** The days of the month "YYYY-MM", in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = nextDay(day)) days.push(day);
  return days;
}

/** Roll-number order (numbers as numbers), then by name where a roll number is missing. */
export function registerOrder<T extends { id: string; name: string; rollNumber: string }>(
  children: readonly T[],
  collator: Intl.Collator,
): T[] {
  return [...children].sort((a, b) => {
    if (a.rollNumber && b.rollNumber)
      return collator.compare(a.rollNumber, b.rollNumber) || collator.compare(a.name, b.name);
    if (a.rollNumber || b.rollNumber) return a.rollNumber ? -1 : 1;
    return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

export interface RegisterGridInput {
  month: string;
  attendanceClass: AttendanceClass;
  startYear: number;
  /** In the order printed (registerOrder). */
  children: readonly RegisterChild[];
  /** The class's registers of the month. */
  registers: readonly AttendanceRegister[];
  calendar: AttendanceCalendar;
}

/**
 * The month's register of a class: the children on its roll on any day of the month. A taken day
 * whose roll was recorded has the children recorded (children as childrenAsTaken gives them);
 * any other day has those the records put on the class's roll.
 */
export function registerGrid({
  month,
  attendanceClass,
  startYear,
  children,
  registers,
  calendar,
}: RegisterGridInput): RegisterGrid {
  const byDate = new Map(registers.map((register) => [register.date, register]));
  const days = daysOfMonth(month).map((date): RegisterDay => ({
    date,
    day: Number(date.slice(8)),
    off: dayOff(calendar, date) !== null,
    taken: registerTaken(byDate.get(date)),
  }));
  const recorded = takenRollsByDate(registers);
  const onRoll = (child: RegisterChild, date: string) => {
    const roll = recorded.get(date);
    if (roll) return child.id in roll;
    return (
      !child.onlyAsTaken && onClassRoll(child, child.yearClass, attendanceClass, date, startYear)
    );
  };
  const presentByDay = days.map((day) => (day.taken ? 0 : null));
  const rows: RegisterRow[] = [];
  for (const child of children) {
    if (!days.some((day) => onRoll(child, day.date))) continue;
    const totals: RowTotals = { present: 0, absent: 0, leave: 0, half: 0, attended: 0 };
    const cells = days.map((day, index) => {
      if (!onRoll(child, day.date)) return '';
      if (day.taken) {
        const { status } = childAttendance(byDate.get(day.date), child.id);
        totals[status] += 1;
        totals.attended += ATTENDED_DAYS[status];
        if (status === 'present') presentByDay[index]! += 1;
        return ATTENDANCE_LETTERS[status];
      }
      return day.off ? DAY_OFF_LETTER : '';
    });
    rows.push({
      id: child.id,
      serial: rows.length + 1,
      name: child.name,
      rollNumber: child.rollNumber,
      cells,
      totals,
    });
  }
  return { days, rows, presentByDay };
}

/** The rows cut into printed pages of `size`; one empty page for an empty roll. */
export function registerPages<T>(rows: readonly T[], size: number = CHILDREN_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    pages.push(rows.slice(start, start + size));
  return pages.length ? pages : [[]];
}
