import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { academicYearStarting } from '@village/model/academic-year';
import { totalsOfDays } from '@village/model/attendance/totals';
import { AttendanceStrip } from './AttendanceStrip';
import { stripMonths } from './attendance-strip';

const YEAR = academicYearStarting(2026, 4);
// April: 3 present, 1 absent; May: not taken; June: 1 present, 1 half.
const TOTALS = totalsOfDays('s1', 2026, {
  '2026-04-01': 'present',
  '2026-04-02': 'present',
  '2026-04-03': 'present',
  '2026-04-06': 'absent',
  '2026-06-01': 'present',
  '2026-06-02': 'half',
});

describe("the profile's attendance strip", () => {
  it('lists the months of the year so far, each with its percentage', () => {
    const months = stripMonths(TOTALS, YEAR, '2026-06-15');
    expect(months.map((month) => [month.month, month.percent])).toEqual([
      ['2026-04', 75],
      ['2026-05', null],
      ['2026-06', 75],
    ]);
    expect(stripMonths(TOTALS, YEAR, '2027-08-01')).toHaveLength(12);
  });

  it('says the days attended of the days taken, and each month', () => {
    render(
      <AttendanceStrip
        totals={{ status: 'ready', data: TOTALS, fromCache: false }}
        year={YEAR}
        today="2026-06-15"
      />,
    );
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent(
      '4.5 of 6 days attended, 75%',
    );
    const months = within(screen.getByRole('list', { name: 'Month by month' })).getAllByRole(
      'listitem',
    );
    expect(months.map((month) => month.textContent)).toEqual([
      'April75%3 present, 1 absent, 0 leave, 0 half',
      'Maynot taken',
      'June75%1 present, 0 absent, 0 leave, 1 half',
    ]);
  });

  it('says so when nothing was taken this year', () => {
    render(
      <AttendanceStrip
        totals={{ status: 'ready', data: null, fromCache: false }}
        year={YEAR}
        today="2026-06-15"
      />,
    );
    expect(
      screen.getByText('No attendance has been taken for this child this year yet.'),
    ).toBeInTheDocument();
  });
});
