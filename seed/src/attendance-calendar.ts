// The sample organizations' working-day calendar: Sundays off, the national and Delhi school
// holidays, and the vacations, on the same days every year (close enough for sample data).
import { academicYearStarting } from '@village/model/academic-year';
import { type AttendanceCalendar, type Holiday } from '@village/model/attendance/calendar';

/** A holiday or vacation by month and day ("MM-DD"), the last day in the same calendar year. */
const HOLIDAYS: readonly { from: string; to: string; name: string }[] = [
  { from: '01-01', to: '01-10', name: 'Winter vacation' },
  { from: '01-26', to: '01-26', name: 'Republic Day' },
  { from: '03-04', to: '03-04', name: 'Holi' },
  { from: '05-11', to: '06-30', name: 'Summer vacation' },
  { from: '08-15', to: '08-15', name: 'Independence Day' },
  { from: '10-02', to: '10-02', name: 'Gandhi Jayanti' },
  { from: '10-20', to: '10-20', name: 'Dussehra' },
  { from: '11-07', to: '11-11', name: 'Diwali vacation' },
  { from: '11-24', to: '11-24', name: 'Guru Nanak Jayanti' },
  { from: '12-25', to: '12-25', name: 'Christmas' },
];

/** The calendar of the academic year starting in `startYear`, in `startMonth`. */
export function sampleCalendar(startYear: number, startMonth: number): AttendanceCalendar {
  const year = academicYearStarting(startYear, startMonth);
  const holidays: Holiday[] = [];
  for (const calendarYear of [startYear, startYear + 1])
    for (const holiday of HOLIDAYS) {
      // A vacation the year's first or last day cuts is kept in part.
      const from = [`${calendarYear}-${holiday.from}`, year.start].sort()[1]!;
      const to = [`${calendarYear}-${holiday.to}`, year.end].sort()[0]!;
      if (from <= to) holidays.push({ from, to, name: holiday.name });
    }
  holidays.sort((a, b) => a.from.localeCompare(b.from));
  return { weeklyOff: [0], holidays, openedDays: [] };
}
