import { render, screen, waitFor, within } from '@testing-library/react';
import { emptyStudentDetails } from '@village/model/student-details';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@village/model/dates';
import type { StudentInputDraft } from '@village/model/student';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { loadStudentDatePicker } from './StudentDateField';
import { StudentForm, type StudentFormProps } from './StudentForm';

// The real dialog needs the Google Maps script; this stand-in confirms a fixed point.
vi.mock('../components/LocationPickerDialog', () => ({
  LocationPickerDialog: ({
    open,
    onConfirm,
    onClose,
  }: {
    open: boolean;
    onConfirm: (value: { lat: number; lng: number } | null) => void;
    onClose: () => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Pin the location">
        <button type="button" onClick={() => onConfirm({ lat: 28.6139, lng: 77.209 })}>
          Use this point
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

const PHONE_MESSAGE = 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210';

function renderForm(props: Partial<StudentFormProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ToastProvider>
      <StudentForm mode="add" onSubmit={onSubmit} onCancel={onCancel} {...props} />
    </ToastProvider>,
  );
  const dateInput = (name: string) =>
    view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { ...view, onSubmit, onCancel, dateInput, user: userEvent.setup({ delay: null }) };
}

/** The required fields filled in, by typing and choosing as staff do. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: /Full Name/ }));
  await user.paste('  Aarav Sharma ');
  await user.click(screen.getByRole('combobox', { name: /Education Level/ }));
  await user.click(await screen.findByRole('option', { name: 'B.Sc' }));
  await user.click(screen.getByRole('textbox', { name: /School\/College Name/ }));
  await user.paste('Govt. Degree College');
}

/** Types a date into a picker's field, section by section, as on a keyboard ("15082004"). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: RegExp, digits: string) {
  const field = screen.getByRole('group', { name: label });
  await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(digits);
}

const save = () => screen.getByRole('button', { name: 'Save Student Record' });

// Generous timeouts: the CI machine has two busy cores and the date pickers are heavy.
describe('StudentForm', { timeout: 60_000 }, () => {
  // The calendar loads on the form's first touch (StudentDateField.test.tsx tests that); these
  // tests start with it loaded, as staff almost always find it by the time they reach a date.
  beforeAll(() => loadStudentDatePicker());

  it('shows every field with its label, and marks the required ones', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Add New Student' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /School\/College Name/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Education Level/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Gender/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Course/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('rows', '3');
    expect(screen.getByRole('textbox', { name: 'Parent/Guardian Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Parent Contact' })).toHaveAttribute(
      'placeholder',
      '+91 98765 43210',
    );
    expect(screen.getByRole('textbox', { name: 'Parent Occupation' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Date of Birth/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Enrollment Date/ })).toBeInTheDocument();
    expect(screen.getByText('No location pinned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin Location on Map' })).toBeEnabled();
    // The asterisk MUI adds to required labels.
    expect(screen.getByText('Full Name', { selector: 'label' })).toHaveTextContent('Full Name *');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveAttribute('maxlength', '100');
  });

  it('refuses empty required fields with the Validation Error toast and saves nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('textbox', { name: /Full Name/ }));
    await user.paste('   ');
    await user.click(save());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Validation Error');
    expect(toast).toHaveTextContent('Please fill in all required fields.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a wrong phone number at its field, without the toast, and saves nothing', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('textbox', { name: 'Parent Contact' }));
    await user.paste('12345');
    await user.click(save());

    const phone = screen.getByRole('textbox', { name: 'Parent Contact' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
    expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Correcting the field clears its message.
    await user.clear(phone);
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a future date of birth at its field and saves nothing', async () => {
    const { user, onSubmit, dateInput } = renderForm();
    await fillRequired(user);
    await typeDate(user, /Date of Birth/, '15082099');
    expect(dateInput('dateOfBirth')).toHaveValue('15 August 2099');
    await user.click(save());

    expect(
      await screen.findByText('The date of birth cannot be in the future'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Date of Birth/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an unreal typed date (31 February) at its field', async () => {
    const { user, onSubmit, dateInput } = renderForm();
    await fillRequired(user);
    await typeDate(user, /Date of Birth/, '31022023');
    expect(dateInput('dateOfBirth')).toHaveValue('31 February 2023');
    await user.click(save());

    expect(await screen.findByText('Not a real date')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Date of Birth/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values the model parsed: trimmed, phone as +91, enrolled today', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await typeDate(user, /Date of Birth/, '15082004');
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(screen.getByRole('textbox', { name: /Course/ }));
    await user.paste('Computer Science');
    await user.click(screen.getByRole('textbox', { name: 'Parent Contact' }));
    await user.paste('98765 43210');
    await user.click(save());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Aarav Sharma',
        dateOfBirth: '2004-08-15',
        gender: 'male',
        educationLevel: 'B.Sc',
        course: 'Computer Science',
        school: 'Govt. Degree College',
        address: '',
        location: null,
        parentName: '',
        parentContact: '+919876543210',
        parentOccupation: '',
        enrollmentDate: todayIso(),
        status: 'active',
        section: '',
        admissionNumber: '',
        ...emptyStudentDetails(),
      },
      null,
      {},
    );
  });

  it('saves a section and a free admission number, the number in its stored form', async () => {
    const findAdmissionNumberHolder = vi.fn().mockResolvedValue(null);
    const { user, onSubmit } = renderForm({ findAdmissionNumberHolder });
    await fillRequired(user);
    expect(screen.getByRole('textbox', { name: 'Section' })).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('textbox', { name: 'Admission No.' })).toHaveAttribute(
      'maxlength',
      '20',
    );
    await user.click(screen.getByRole('textbox', { name: 'Section' }));
    await user.paste(' B ');
    await user.click(screen.getByRole('textbox', { name: 'Admission No.' }));
    await user.paste(' adm 2019/12 ');
    await user.click(save());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(findAdmissionNumberHolder).toHaveBeenCalledWith('ADM2019/12');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      section: 'B',
      admissionNumber: 'ADM2019/12',
    });
  });

  it('refuses an admission number another student holds, naming them, and saves nothing', async () => {
    const findAdmissionNumberHolder = vi
      .fn()
      .mockResolvedValue({ id: 'stu-9', name: 'Priya Patel', studentId: 'NPS-0007' });
    const { user, onSubmit } = renderForm({ findAdmissionNumberHolder });
    await fillRequired(user);
    const field = screen.getByRole('textbox', { name: 'Admission No.' });
    await user.click(field);
    await user.paste('117');
    await user.click(save());

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      'Admission No. 117 is already used by Priya Patel (NPS-0007)',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();
  });

  it('shows an admission number with other characters at its field, without looking it up', async () => {
    const findAdmissionNumberHolder = vi.fn().mockResolvedValue(null);
    const { user, onSubmit } = renderForm({ findAdmissionNumberHolder });
    await fillRequired(user);
    const field = screen.getByRole('textbox', { name: 'Admission No.' });
    await user.click(field);
    await user.paste('ADM#12');
    await user.click(save());

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Use only letters, digits, spaces and / - .');
    expect(findAdmissionNumberHolder).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edit mode: its title and buttons, the record pre-filled, its status kept', async () => {
    const record: StudentInputDraft = {
      name: 'Priya Patel',
      dateOfBirth: '2012-03-09',
      gender: 'female',
      educationLevel: '7th Standard',
      course: '',
      school: 'Village Public School',
      address: 'Ward 4, Rampur',
      location: { lat: 28.61, lng: 77.21 },
      parentName: 'Ramesh Patel',
      parentContact: '+919812345678',
      parentOccupation: 'Farmer',
      enrollmentDate: '2019-06-01',
      status: 'graduated',
      section: 'A',
      admissionNumber: 'ADM117',
      ...emptyStudentDetails(),
    };
    // The number the record already holds is not looked up again.
    const findAdmissionNumberHolder = vi.fn().mockResolvedValue(null);
    const { user, onSubmit, onCancel, dateInput } = renderForm({
      mode: 'edit',
      initialValues: record,
      findAdmissionNumberHolder,
    });
    expect(screen.getByRole('heading', { name: 'Edit Student' })).toBeInTheDocument();
    for (const name of ['Update Aadhar Card', 'Update School ID']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Aadhar Card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Location on Map' })).toBeEnabled();
    expect(screen.getByText('28.610000, 77.210000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Parent Contact' })).toHaveValue('+91 98123 45678');
    expect(dateInput('enrollmentDate')).toHaveValue('1 June 2019');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(record, null, {}));
    expect(findAdmissionNumberHolder).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Section' })).toHaveValue('A');
    expect(screen.getByRole('textbox', { name: 'Admission No.' })).toHaveValue('ADM117');
  });

  it('shows the document uploads disabled, with the coming soon hint', () => {
    renderForm();
    for (const name of ['Aadhar Card', 'School ID', 'Certificate', 'Photo']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Document uploads are coming soon');
    }
    expect(screen.getByText('Document uploads are coming soon')).toBeVisible();
  });

  it('shows dates in long date format', async () => {
    const { user, dateInput } = renderForm({ initialValues: { dateOfBirth: '2010-08-05' } });
    expect(dateInput('dateOfBirth')).toHaveValue('5 August 2010');
    const dob = screen.getByRole('group', { name: /Date of Birth/ });
    expect(within(dob).getByRole('spinbutton', { name: 'Month' })).toHaveTextContent('August');

    // A date picked from the calendar too.
    await user.click(screen.getByRole('button', { name: /Choose date, selected date is Aug 5/ }));
    await user.click(await screen.findByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(dateInput('dateOfBirth')).toHaveValue('20 August 2010'));
  });

  it('clears the date of birth when the selected day is chosen again', async () => {
    const { user, onSubmit, dateInput } = renderForm({
      initialValues: { dateOfBirth: '2010-08-15' },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /Choose date, selected date is Aug 15/ }));
    const selected = await screen.findByRole('gridcell', { name: '15', selected: true });
    await user.click(selected);

    await waitFor(() => expect(dateInput('dateOfBirth')).toHaveValue(''));
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ dateOfBirth: null });
  });

  it('clears the selected day with the keyboard too', async () => {
    const { user, dateInput } = renderForm({ initialValues: { dateOfBirth: '2010-08-15' } });
    await user.click(screen.getByRole('button', { name: /Choose date, selected date is Aug 15/ }));
    const selected = await screen.findByRole('gridcell', { name: '15', selected: true });
    selected.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dateInput('dateOfBirth')).toHaveValue(''));
  });

  it('keeps another day a plain selection', async () => {
    const { user, dateInput } = renderForm({ initialValues: { dateOfBirth: '2010-08-15' } });
    await user.click(screen.getByRole('button', { name: /Choose date, selected date is Aug 15/ }));
    await user.click(await screen.findByRole('gridcell', { name: '16' }));
    await waitFor(() => expect(dateInput('dateOfBirth')).toHaveValue('16 August 2010'));
  });

  it('pins a location with the map dialog and submits it', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Pin Location on Map' }));
    // The dialog is a lazy chunk: room for a slow machine.
    await user.click(
      await screen.findByRole('button', { name: 'Use this point' }, { timeout: 10_000 }),
    );
    expect(screen.getByTestId('student-location')).toHaveTextContent('28.613900, 77.209000');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ location: { lat: 28.6139, lng: 77.209 } });
  });
});
