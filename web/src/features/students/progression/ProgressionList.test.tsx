import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { ProgressionList } from './ProgressionList';
import type { ClassMember, ProgressionChoices } from './progression-plan';

const MEMBERS: ClassMember[] = [
  { id: 'a', name: 'Asha Verma', educationLevel: '7th Standard' },
  { id: 'b', name: 'Ravi Kumar', educationLevel: '7th Standard' },
];

/** The list with its choices held as the page holds them. */
function EditableList({ members = MEMBERS }: { members?: ClassMember[] }) {
  const [choices, setChoices] = useState<ProgressionChoices>({});
  return (
    <ProgressionList
      members={members}
      choices={choices}
      label="Class 7-A"
      onChange={(id, choice) => setChoices((before) => ({ ...before, [id]: choice }))}
    />
  );
}

const rowOf = (name: string) =>
  screen.getAllByTestId('progression-row').find((row) => row.textContent?.includes(name))!;

afterEach(backToEnglish);

describe('ProgressionList', () => {
  it('proposes promotion to the next class for every student', () => {
    render(<EditableList />);
    expect(screen.getByRole('combobox', { name: 'Outcome for Asha Verma' })).toHaveValue(
      'promoted',
    );
    expect(within(rowOf('Ravi Kumar')).getByText('→ 8th Standard')).toBeInTheDocument();
  });

  it('shows where each outcome takes the student', async () => {
    const user = userEvent.setup();
    render(<EditableList />);
    const outcome = screen.getByRole('combobox', { name: 'Outcome for Asha Verma' });
    await user.selectOptions(outcome, 'repeater');
    expect(within(rowOf('Asha Verma')).getByText('→ 7th Standard')).toBeInTheDocument();
    await user.selectOptions(outcome, 'leftWithTc');
    expect(within(rowOf('Asha Verma')).getByText('→ Leaves the roll')).toBeInTheDocument();
  });

  it('offers no promotion from 12th Standard: graduated by default', () => {
    render(
      <EditableList members={[{ id: 'c', name: 'Meena Das', educationLevel: '12th Standard' }]} />,
    );
    const outcome = screen.getByRole('combobox', { name: 'Outcome for Meena Das' });
    expect(outcome).toHaveValue('graduated');
    const offered = within(outcome)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).not.toContain('promoted');
    expect(offered).toContain('repeater');
    expect(screen.getByText('→ Graduated')).toBeInTheDocument();
  });

  it('says at the field what is wrong with marks and days', async () => {
    const user = userEvent.setup();
    render(<EditableList />);
    const marks = screen.getByRole('textbox', { name: 'Marks % of Asha Verma' });
    await user.type(marks, '120');
    expect(marks).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf('Asha Verma')).getByText('Marks are from 0 to 100')).toBeInTheDocument();
    await user.clear(marks);
    await user.type(marks, '78.5');
    expect(marks).toHaveAttribute('aria-invalid', 'false');

    const days = screen.getByRole('textbox', { name: 'Days attended by Ravi Kumar' });
    await user.type(days, '12.5');
    expect(within(rowOf('Ravi Kumar')).getByText('Whole days only')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '400');
    expect(within(rowOf('Ravi Kumar')).getByText('Days are from 0 to 366')).toBeInTheDocument();
  });

  it('is read only without onChange (an Apply under way)', () => {
    render(<ProgressionList members={MEMBERS} choices={{}} label="Class 7-A" />);
    expect(screen.getByRole('combobox', { name: 'Outcome for Asha Verma' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Marks % of Ravi Kumar' })).toBeDisabled();
  });

  it('speaks Hindi', async () => {
    await renderInHindi(<EditableList />);
    const outcome = await screen.findByRole('combobox', { name: 'Asha Verma का परिणाम' });
    expect(within(outcome).getByRole('option', { name: 'प्रोन्नत' })).toBeInTheDocument();
    expect(within(rowOf('Asha Verma')).getByText('→ कक्षा 8')).toBeInTheDocument();
  });
});
