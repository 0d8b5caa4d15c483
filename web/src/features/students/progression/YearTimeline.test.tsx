import { render, screen, within } from '@testing-library/react';
import type { StudentYear } from '@village/model/progression';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { YearTimeline } from './YearTimeline';

const YEARS: StudentYear[] = [
  {
    year: '2025-26',
    startYear: 2025,
    educationLevel: '7th Standard',
    section: 'A',
    outcome: 'promoted',
    marks: 78,
    daysAttended: 190,
    nextLevel: '8th Standard',
  },
  {
    year: '2024-25',
    startYear: 2024,
    educationLevel: '6th Standard',
    section: 'A',
    outcome: 'promotedProvisionally',
    marks: null,
    daysAttended: null,
    nextLevel: '7th Standard',
  },
];

const CURRENT = { label: '2026-27', educationLevel: '8th Standard', section: 'A' } as const;

afterEach(backToEnglish);

describe('YearTimeline', () => {
  it('lists the years newest first, the year under way on top', () => {
    render(<YearTimeline years={YEARS} current={CURRENT} />);
    const list = screen.getByRole('list', { name: 'Academic years' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2026-27 · Class 8-A · current',
      '2025-26 · Class 7-A · Promoted · 78% · 190 days attended',
      '2024-25 · Class 6-A · Promoted provisionally',
    ]);
  });

  it('does not repeat a year under way that is closed already, nor show it for a leaver', () => {
    const { rerender } = render(
      <YearTimeline years={YEARS} current={{ ...CURRENT, label: '2025-26' }} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<YearTimeline years={YEARS} current={null} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^2025-26/);
  });

  it('says in one line when no year is closed yet', () => {
    render(<YearTimeline years={[]} current={CURRENT} />);
    expect(
      screen.getByText('No academic year has been closed for this student yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await renderInHindi(<YearTimeline years={YEARS.slice(0, 1)} current={CURRENT} />);
    expect(await screen.findByText('2026-27 · कक्षा 8-A · वर्तमान')).toBeInTheDocument();
    expect(
      screen.getByText('2025-26 · कक्षा 7-A · प्रोन्नत · 78% · 190 दिन उपस्थित'),
    ).toBeInTheDocument();
  });
});
