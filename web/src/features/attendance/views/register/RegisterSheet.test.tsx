import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CALENDAR } from '@village/model/attendance/calendar';
import { formatMessage } from '../../../../lib/i18n/catalog';
import { attendanceRegisterMessages, type AttendanceRegisterTranslate } from '../messages';
import { registerGrid, type RegisterChild } from './register-grid';
import { RegisterSheet } from './RegisterSheet';

const t: AttendanceRegisterTranslate = (key, values) =>
  formatMessage(attendanceRegisterMessages.en[key], 'en', values);

const children = Array.from({ length: 50 }, (_, index): RegisterChild => ({
  id: `s${index}`,
  name: index === 0 ? 'अनीता कुमारी' : `Pupil ${index + 1}`,
  rollNumber: String(index + 1),
  educationLevel: '7th Standard',
  section: 'A',
  status: 'active',
  enrollmentDate: null,
  leavingDate: null,
  progressedIn: null,
  yearClass: null,
}));

describe('the printed monthly register', () => {
  it('puts 45 children to a sheet, headed on each, the day totals and signatures on the last', () => {
    const grid = registerGrid({
      month: '2026-12',
      attendanceClass: { educationLevel: '7th Standard', section: 'A' },
      startYear: 2026,
      children,
      registers: [
        {
          date: '2026-12-01',
          startYear: 2026,
          educationLevel: '7th Standard',
          section: 'A',
          people: { t1: { name: 'Teacher', takenAt: 1 } },
          marks: { t1: { s0: { status: 'absent', at: 1 } } },
          chosen: {},
        },
      ],
      calendar: EMPTY_CALENDAR,
    });
    render(
      <RegisterSheet
        grid={grid}
        schoolName="Rampur School"
        className="7th Standard-A"
        monthName="December 2026"
        t={t}
        language="en"
      />,
    );
    const pages = screen.getAllByTestId('register-page');
    expect(pages).toHaveLength(2);
    expect(within(pages[0]!).getAllByTestId('register-row')).toHaveLength(45);
    expect(within(pages[1]!).getAllByTestId('register-row')).toHaveLength(5);
    for (const [index, page] of pages.entries()) {
      expect(page).toHaveTextContent('Rampur School');
      expect(page).toHaveTextContent('Attendance register: 7th Standard-A · December 2026');
      expect(page).toHaveTextContent(`Page ${index + 1} of 2`);
    }
    const first = within(pages[0]!).getAllByTestId('register-row')[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('अनीता कुमारी');
    // Absent on the 1st, a blank on the 2nd (not taken), H on Sunday the 6th; totals A 1, days 0.
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2, 8)).toEqual(['A', '', '', '', '', 'H']);
    expect(cells.slice(-5)).toEqual(['0', '1', '0', '0', '0']);
    expect(within(pages[0]!).queryByTestId('register-day-totals')).toBeNull();
    const totals = within(pages[1]!).getByTestId('register-day-totals');
    expect(within(totals).getAllByRole('cell')[0]).toHaveTextContent('49');
    expect(pages[1]).toHaveTextContent('Class teacher');
    expect(pages[1]).toHaveTextContent('Head of school');
    expect(pages[0]).not.toHaveTextContent('Class teacher');
  });
});
