import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';

// Each test imports the modules afresh: whether the calendar has loaded is module state.
async function freshModules() {
  vi.resetModules();
  const field = await import('./StudentDateField');
  const form = await import('./StudentForm');
  const toast = await import('../../../components/toast');
  return { ...field, ...form, ...toast };
}

describe('StudentDateField before the calendar has loaded', { timeout: 60_000 }, () => {
  it('shows the date in long format in a light field, with a button for the calendar', async () => {
    const { StudentDateField } = await freshModules();
    render(
      <StudentDateField
        name="dateOfBirth"
        label="Date of Birth"
        value={dayjs('2012-08-05')}
        onChange={vi.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(field).toHaveValue('5 August 2012');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: /Date of Birth/ })).not.toBeInTheDocument();
  });

  it('opens the calendar on the selected day when its button is pressed', async () => {
    const { StudentDateField } = await freshModules();
    const onChange = vi.fn();
    render(
      <StudentDateField
        name="dateOfBirth"
        label="Date of Birth"
        value={dayjs('2012-08-15')}
        onChange={onChange}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose date' }));

    const selected = await screen.findByRole('gridcell', { name: '15', selected: true });
    expect(screen.getByRole('group', { name: /Date of Birth/ })).toBeInTheDocument();
    // The real calendar: choosing the selected day again clears the date (docs/product.md,
    // "Student record").
    await userEvent.setup().click(selected);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('focusing the light field puts the focus in the field of the calendar', async () => {
    const { StudentDateField } = await freshModules();
    render(
      <StudentDateField
        name="enrollmentDate"
        label="Enrollment Date"
        value={null}
        onChange={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'Enrollment Date' }));

    const group = await screen.findByRole('group', { name: /Enrollment Date/ });
    await vi.waitFor(() => expect(group.contains(document.activeElement)).toBe(true));
  });

  it('the first touch of the student form loads the calendar for every date field', async () => {
    const { StudentForm, ToastProvider } = await freshModules();
    render(
      <ToastProvider>
        <StudentForm mode="add" onSubmit={vi.fn()} onCancel={vi.fn()} />
      </ToastProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveAttribute('readonly');

    await userEvent.setup().click(screen.getByRole('textbox', { name: /Full Name/ }));

    expect(await screen.findByRole('group', { name: /Date of Birth/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Enrollment Date/ })).toBeInTheDocument();
    // The focus stays where staff put it.
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveFocus();
  });
});
