import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FileReading, UnreadValue } from '@village/model/import/column-readings';
import { TWO_DIGIT_YEAR_RULE } from '@village/model/import/read-date';
import { ImportReadingView, UNREAD_LIMIT } from './ImportReadingView';

const unread = (value: string, rows = 1): UnreadValue => ({
  field: 'educationLevel',
  header: 'Class',
  value,
  rows,
  problem: 'the app starts at 1st Standard',
  choices: ['1st Standard', '2nd Standard'],
  replacement: undefined,
});

const READING: FileReading = {
  columns: [
    {
      field: 'educationLevel',
      header: 'Class',
      samples: [
        { read: 'VII', shown: '7th Standard' },
        { read: '7th Standard', shown: '7th Standard' },
      ],
    },
    { field: 'name', header: 'Full Name', samples: [{ read: 'आरव कुमार', shown: 'आरव कुमार' }] },
  ],
  unread: [unread('Nursery', 4)],
  twoDigitYears: false,
};

describe('ImportReadingView', () => {
  it('shows values as read and as stored, under the file header and the field', () => {
    render(<ImportReadingView understood={READING} onMapValue={() => {}} />);
    const values = screen.getByLabelText('Values read');
    expect(within(values).getByText('Class (Education Level)')).toBeVisible();
    expect(within(values).getByText('VII → 7th Standard, 7th Standard')).toBeVisible();
    expect(within(values).getByText('Full Name')).toBeVisible();
    expect(within(values).getByText('आरव कुमार')).toBeVisible();
    expect(screen.queryByText(TWO_DIGIT_YEAR_RULE)).not.toBeInTheDocument();
  });

  it('says each value not understood once, and maps it for the whole file', async () => {
    const onMapValue = vi.fn();
    render(<ImportReadingView understood={READING} onMapValue={onMapValue} />);
    expect(
      screen.getByText("Class 'Nursery' in 4 rows: the app starts at 1st Standard"),
    ).toBeVisible();
    const select = screen.getByLabelText("Read Class 'Nursery' as");
    await userEvent.selectOptions(select, '2nd Standard');
    expect(onMapValue).toHaveBeenLastCalledWith('educationLevel', 'Nursery', '2nd Standard');
  });

  it('lists at most 50 values, then how many more, and the two-digit-year rule', () => {
    const many = Array.from({ length: UNREAD_LIMIT + 2 }, (_, index) => unread(`Class ${index}`));
    render(
      <ImportReadingView
        understood={{ ...READING, unread: many, twoDigitYears: true }}
        onMapValue={() => {}}
      />,
    );
    const list = screen.getByRole('region', { name: 'Values not understood' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(UNREAD_LIMIT);
    expect(screen.getByText('and 2 more values not understood')).toBeVisible();
    expect(screen.getByText(TWO_DIGIT_YEAR_RULE)).toBeVisible();
  });
});
