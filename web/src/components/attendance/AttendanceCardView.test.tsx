import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { attendanceDayOf, type AttendanceClasses } from '@village/model/attendance/totals';
import type { DataState } from '../../lib/data/state';
import { AttendanceCardView, type AttendanceCardViewProps } from './AttendanceCardView';

const ready = <T,>(data: T): DataState<T> => ({ status: 'ready', data, fromCache: false });
const CLASSES: AttendanceClasses = {
  classes: {
    '7th Standard_A': { educationLevel: '7th Standard', section: 'A', students: 22 },
    '8th Standard_': { educationLevel: '8th Standard', section: '', students: 30 },
  },
};
const TODAY = attendanceDayOf('2026-12-07', {
  '7th Standard_A': {
    educationLevel: '7th Standard',
    section: 'A',
    present: 18,
    absent: 3,
    leave: 0,
    half: 1,
  },
});

const draw = (props: AttendanceCardViewProps) =>
  render(
    <MemoryRouter>
      <AttendanceCardView {...props} />
    </MemoryRouter>,
  );

describe('the attendance card', () => {
  it("shows today's percentage and counts, and staff the classes left, each to its roll", () => {
    draw({ dayOff: null, day: ready(TODAY), classes: ready(CLASSES) });
    const card = screen.getByRole('region', { name: "Today's attendance" });
    expect(card).toHaveTextContent('84.1% attended');
    expect(card).toHaveTextContent('18 present, 3 absent, 0 on leave, 1 half day');
    expect(card).toHaveTextContent('1 class marked');
    const left = within(card).getByRole('list', { name: 'Not marked yet today' });
    const link = within(left).getByRole('link', { name: 'Mark 8th Standard' });
    expect(link).toHaveAttribute('href', '/attendance?class=8th+Standard_');
    expect(within(left).queryByRole('link', { name: /7th/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Monthly register' })).toHaveAttribute(
      'href',
      '/attendance/register',
    );
  });

  it('shows end users the percentage only', () => {
    draw({ dayOff: null, day: ready(TODAY), classes: null });
    expect(screen.getByText('84.1% attended')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when nothing is taken yet, and when there is no school', () => {
    const { unmount } = draw({ dayOff: null, day: ready(null), classes: ready(CLASSES) });
    expect(screen.getByText('No class has been marked yet today.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    unmount();
    draw({
      dayOff: { kind: 'holiday', name: 'Diwali' },
      day: ready(null),
      classes: ready(CLASSES),
    });
    expect(screen.getByText('No school today: Diwali.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
