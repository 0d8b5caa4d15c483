import * as z from 'zod/mini';
import { academicYearStarting } from '../academic-year';
import { ISO_DATE, isRealIsoDate } from '../dates';
import { standardNumberOf } from '../progression';
import type { EducationLevel } from '../levels';
import { atMost, checked, integer } from '../schema';

// An organization's working days in one academic year: organizations/{orgId}/attendanceYears/
// {startYear}, kept by super_admins. Working days are the year's calendar days that are not off:
// not a weekly day off (Sunday unless set otherwise), not in a holiday or vacation, unless a
// super_admin opened that day as a working day. No document: Sundays off, no holidays.

/** Sunday, as JavaScript's getUTCDay numbers the days (0 Sunday … 6 Saturday). */
export const DEFAULT_WEEKLY_OFF: readonly number[] = [0];

/** Holidays and vacations in one year at most. */
export const CALENDAR_MAX_HOLIDAYS = 100;
/** Days off opened as working days in one year at most. */
export const CALENDAR_MAX_OPENED_DAYS = 100;
export const HOLIDAY_NAME_MAX = 60;

/** Days back an org_user may mark by default (an organization's attendanceWindowDays). */
export const DEFAULT_ATTENDANCE_WINDOW_DAYS = 7;
export const ATTENDANCE_WINDOW_RANGE = { min: 0, max: 60 } as const;

/**
 * The RTE Act's minimum working days in a year: 200 for classes 1 to 5, 220 for 6 to 8; none set
 * for the other classes.
 */
export const RTE_MINIMUM_WORKING_DAYS = { primary: 200, upperPrimary: 220 } as const;

const isoDateSchema = checked(
  z.string(),
  z.regex(ISO_DATE, 'Use the form YYYY-MM-DD'),
  z.refine(isRealIsoDate, 'Not a real date'),
);

export const CALENDAR_MESSAGES = {
  holidayName: 'Give the holiday a name',
  holidayOrder: 'The last day comes on or after the first',
  holidayInYear: 'The days fall in the academic year',
} as const;

/** A holiday (one day: from = to) or a vacation (a range), with its name. */
export const holidaySchema = checked(
  z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    name: checked(
      z.string(),
      z.trim(),
      z.minLength(1, CALENDAR_MESSAGES.holidayName),
      atMost(HOLIDAY_NAME_MAX),
    ),
  }),
  z.refine((holiday) => holiday.from <= holiday.to, {
    message: CALENDAR_MESSAGES.holidayOrder,
    path: ['to'],
  }),
);
export type Holiday = z.output<typeof holidaySchema>;

export const attendanceCalendarSchema = z.object({
  weeklyOff: z._default(checked(z.array(checked(integer(), z.gte(0), z.lte(6))), z.maxLength(7)), [
    ...DEFAULT_WEEKLY_OFF,
  ]),
  holidays: z._default(checked(z.array(holidaySchema), z.maxLength(CALENDAR_MAX_HOLIDAYS)), []),
  /** Days off (weekly or holidays) opened as working days. */
  openedDays: z._default(
    checked(z.array(isoDateSchema), z.maxLength(CALENDAR_MAX_OPENED_DAYS)),
    [],
  ),
});
export type AttendanceCalendar = z.output<typeof attendanceCalendarSchema>;

export const EMPTY_CALENDAR: AttendanceCalendar = {
  weeklyOff: [...DEFAULT_WEEKLY_OFF],
  holidays: [],
  openedDays: [],
};

/** A calendar's holidays that fall outside the academic year: the form refuses them. */
export function holidaysOutsideYear(
  calendar: AttendanceCalendar,
  startYear: number,
  startMonth: number,
): Holiday[] {
  const year = academicYearStarting(startYear, startMonth);
  return calendar.holidays.filter((holiday) => holiday.from < year.start || holiday.to > year.end);
}

/** Why a day has no school: a weekly day off, or the holiday it falls in. */
export type DayOff = { kind: 'weekly' } | { kind: 'holiday'; name: string };

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Why `date` is a day off in `calendar`, or null when it is a working day. */
export function dayOff(calendar: AttendanceCalendar, date: string): DayOff | null {
  if (calendar.openedDays.includes(date)) return null;
  const holiday = calendar.holidays.find((entry) => entry.from <= date && date <= entry.to);
  if (holiday) return { kind: 'holiday', name: holiday.name };
  if (calendar.weeklyOff.includes(weekdayOf(date))) return { kind: 'weekly' };
  return null;
}

/** The day after `date` ("YYYY-MM-DD"). */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** `days` days after (negative: before) `date`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The working days from `from` to `to`, both included, in order. */
export function workingDays(calendar: AttendanceCalendar, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) if (!dayOff(calendar, day)) days.push(day);
  return days;
}

/** The working days of the academic year starting in `startYear`. */
export function workingDaysOfYear(
  calendar: AttendanceCalendar,
  startYear: number,
  startMonth: number,
): string[] {
  const year = academicYearStarting(startYear, startMonth);
  return workingDays(calendar, year.start, year.end);
}

/**
 * The RTE minimum a year's working days fall short of, for the classes it binds (1 to 5 need 200,
 * 6 to 8 need 220); empty when the year has enough.
 */
export function rteShortfalls(
  workingDayCount: number,
): { classes: '1-5' | '6-8'; minimum: number }[] {
  const short: { classes: '1-5' | '6-8'; minimum: number }[] = [];
  if (workingDayCount < RTE_MINIMUM_WORKING_DAYS.primary)
    short.push({ classes: '1-5', minimum: RTE_MINIMUM_WORKING_DAYS.primary });
  if (workingDayCount < RTE_MINIMUM_WORKING_DAYS.upperPrimary)
    short.push({ classes: '6-8', minimum: RTE_MINIMUM_WORKING_DAYS.upperPrimary });
  return short;
}

/** The RTE minimum of working days for a level, or null for a level it does not bind. */
export function rteMinimumFor(level: EducationLevel): number | null {
  const standard = Number(standardNumberOf(level));
  if (standard >= 1 && standard <= 5) return RTE_MINIMUM_WORKING_DAYS.primary;
  if (standard >= 6 && standard <= 8) return RTE_MINIMUM_WORKING_DAYS.upperPrimary;
  return null;
}

/**
 * organizations/{orgId}/attendanceMonths/{YYYY-MM}: a month a super_admin closed. The rules refuse
 * every mark of a day in a closed month; a mark made on a phone before and sent after is refused
 * too, and the phone tells its teacher which.
 */
export const closedMonthSchema = z.object({
  closedBy: z.string(),
  closedAt: checked(integer(), z.gte(0)),
});
export type ClosedMonth = z.output<typeof closedMonthSchema>;

/** "2026-12" of "2026-12-07". */
export const monthOfDay = (date: string) => date.slice(0, 7);

/**
 * The earliest day an org_user may mark on `today` with a window of `windowDays` (super_admins:
 * any day of an open month). Later marks of earlier days are accepted by the rules if their month is
 * open, and flagged by the functions for a super_admin to confirm.
 */
export const earliestDayToMark = (today: string, windowDays: number) => addDays(today, -windowDays);

/** An organization's window as stored (organizations/{orgId}.attendanceWindowDays), or the default. */
export function attendanceWindowOf(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= ATTENDANCE_WINDOW_RANGE.min &&
    value <= ATTENDANCE_WINDOW_RANGE.max
    ? value
    : DEFAULT_ATTENDANCE_WINDOW_DAYS;
}
