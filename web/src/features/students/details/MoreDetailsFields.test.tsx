import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_MESSAGES, REMOVE_AADHAAR, verhoeffCheckDigit } from '@village/model/identity';
import { emptyStudentDetails } from '@village/model/student-details';
import { todayIso } from '@village/model/dates';
import type { StudentInputDraft } from '@village/model/student';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { StudentForm, type StudentFormProps } from '../form/StudentForm';

// The form's "More details", driven as staff do: open a group, type and choose, save.

/** A real Aadhaar number: eleven digits and Verhoeff's check digit. */
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

function renderForm(props: Partial<StudentFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <ToastProvider>
      <StudentForm mode="add" onSubmit={onSubmit} onCancel={() => {}} {...props} />
    </ToastProvider>,
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User, level = '7th Standard') {
  await user.click(screen.getByRole('textbox', { name: /Full Name/ }));
  await user.paste('Asha Devi');
  await user.click(screen.getByRole('combobox', { name: /Education Level/ }));
  await user.click(await screen.findByRole('option', { name: level }));
  await user.click(screen.getByRole('textbox', { name: /School\/College Name/ }));
  await user.paste('Rampur Primary School');
}

const group = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLDetailsElement>(`details[data-group="${name}"]`)!;

async function openGroup(user: User, container: HTMLElement, name: string) {
  const details = group(container, name);
  await user.click(details.querySelector('summary')!);
  await waitFor(() => expect(details.open).toBe(true));
  return within(details);
}

async function choose(user: User, scope: ReturnType<typeof within>, label: RegExp, option: string) {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const save = () => screen.getByRole('button', { name: 'Save Student Record' });

describe('More details in the student form', { timeout: 60_000 }, () => {
  it('saves what is filled in each group, and only that', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user);

    const family = await openGroup(user, container, 'family');
    await user.type(family.getByRole('textbox', { name: "Mother's Name" }), '  Sita Devi ');
    await user.type(family.getByRole('textbox', { name: 'Alternate Mobile' }), '98765 43210');

    const social = await openGroup(user, container, 'social');
    await choose(user, social, /Social Category/, 'SC');
    await choose(user, social, /^BPL/, 'Yes');

    const other = await openGroup(user, container, 'otherDetails');
    await user.type(other.getByRole('textbox', { name: /Height/ }), '132');
    await choose(user, other, /Mother Tongue/, 'Hindi');

    const facilities = await openGroup(user, container, 'facilities');
    await choose(user, facilities, /Mid-day meal/, 'Yes');
    await choose(user, facilities, /Free uniforms/, 'No');

    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, aadhaar] = onSubmit.mock.calls[0] as [Record<string, unknown>, unknown];
    expect(aadhaar).toBeNull();
    expect(values).toMatchObject({
      family: { motherName: 'Sita Devi', alternateMobile: '+919876543210' },
      identity: {},
      social: { socialCategory: 'sc', bpl: true },
      needs: {},
      otherDetails: { heightCm: 132, motherTongue: 'hindi' },
      enrolment: {},
      facilities: { midDayMeal: true, freeUniforms: false },
    });
    expect(Object.keys(values.family as object)).toEqual(['motherName', 'alternateMobile']);
  });

  it('shows a wrong value at its field, opens its group, and saves nothing', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user);
    const other = await openGroup(user, container, 'otherDetails');
    await user.type(other.getByRole('textbox', { name: 'PIN code' }), '01234');
    await user.type(other.getByRole('textbox', { name: /Height/ }), '12x');
    // Closed again by the user: a refused save opens it.
    await user.click(group(container, 'otherDetails').querySelector('summary')!);
    await waitFor(() => expect(group(container, 'otherDetails').open).toBe(false));

    await user.click(save());
    await waitFor(() => expect(group(container, 'otherDetails').open).toBe(true));
    expect(other.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(
      'Enter the 6-digit PIN code',
    );
    expect(other.getByRole('textbox', { name: /Height/ })).toHaveAccessibleDescription(
      'Enter a number from 30 to 250',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the Aadhaar number as typed and gives it apart from the values', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user);
    const identity = await openGroup(user, container, 'identity');
    const field = identity.getByRole('textbox', { name: 'Aadhaar number or enrolment ID' });
    // One digit changed: Verhoeff's check catches it.
    const mistyped = `${AADHAAR.slice(0, 5)}${(Number(AADHAAR[5]) + 1) % 10}${AADHAAR.slice(6)}`;
    await user.type(field, mistyped);
    await user.click(save());
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(IDENTITY_MESSAGES.aadhaarCheckDigit),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`);
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, aadhaar] = onSubmit.mock.calls[0] as [Record<string, unknown>, string];
    expect(aadhaar).toBe(AADHAAR);
    // The student's values hold none of it: the server writes the masked form with the number.
    expect(values.identity).toEqual({});
    expect(JSON.stringify(values)).not.toContain(AADHAAR);
  });

  it('asks the stream in XI and XII only, and the needs only of a child with special needs', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user, '11th Standard');
    const enrolment = await openGroup(user, container, 'enrolment');
    await choose(user, enrolment, /Stream/, 'Science');
    const needs = await openGroup(user, container, 'needs');
    expect(needs.queryByRole('group', { name: 'Impairment types' })).toBeNull();
    await choose(user, needs, /Child with special needs/, 'Yes');
    const impairments = needs.getByRole('group', { name: 'Impairment types' });
    await user.click(within(impairments).getByRole('checkbox', { name: 'Low vision' }));
    await user.click(within(impairments).getByRole('checkbox', { name: 'Blindness' }));

    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      enrolment: { stream: 'science' },
      // In the table's order, whatever order they were ticked in.
      needs: { cwsn: true, impairments: ['blindness', 'lowVision'] },
    });

    // Moved to class 10, the student keeps no stream.
    await user.click(screen.getByRole('combobox', { name: /Education Level/ }));
    await user.click(await screen.findByRole('option', { name: '10th Standard' }));
    expect(enrolment.queryByRole('combobox', { name: /Stream/ })).toBeNull();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ enrolment: {} });
  });

  it('says offline, at the field, that the Aadhaar number is saved only online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { container, user } = renderForm();
      const identity = await openGroup(user, container, 'identity');
      const field = identity.getByRole('textbox', { name: 'Aadhaar number or enrolment ID' });
      // Nothing typed: the usual hint.
      expect(field).toHaveAccessibleDescription(
        'Kept apart from the record; only a Super Admin can see it in full.',
      );
      await user.type(field, AADHAAR);
      expect(field).toHaveAccessibleDescription(
        'You are offline: the Aadhaar number is saved only online, never on this device.',
      );
    } finally {
      online.mockRestore();
    }
  });

  it('on edit, starts from the record and says what Aadhaar number is saved, masked', async () => {
    const record: StudentInputDraft = {
      name: 'Priya Patel',
      educationLevel: '7th Standard',
      school: 'Village Public School',
      ...emptyStudentDetails(),
      identity: { aadhaarLastFour: '0124', aadhaarKind: 'aadhaar', pen: '12345678901' },
      social: { socialCategory: 'obc' },
    };
    const { container, user } = renderForm({ mode: 'edit', initialValues: record });
    expect(group(container, 'social').querySelector('summary')).toHaveTextContent(
      'Social category1 recorded',
    );
    const identity = await openGroup(user, container, 'identity');
    expect(
      identity.getByRole('textbox', { name: 'Aadhaar number or enrolment ID' }),
    ).toHaveAccessibleDescription('Saved: XXXX XXXX 0124. Type a new number to replace it.');
    expect(identity.getByRole('textbox', { name: 'PEN (UDISE+)' })).toHaveValue('12345678901');
  });

  it("keeps the APAAR ID closed until the parent's consent is given, and saves both", async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user);
    const family = await openGroup(user, container, 'family');
    await user.type(family.getByRole('textbox', { name: "Mother's Name" }), 'Sita Devi');

    const identity = await openGroup(user, container, 'identity');
    const apaar = identity.getByRole('textbox', { name: 'APAAR ID' });
    expect(apaar).toBeDisabled();
    expect(apaar).toHaveAccessibleDescription(
      "Record the parent's consent to an APAAR ID under Consent first.",
    );

    const consent = await openGroup(user, container, 'consent');
    const forApaar = within(consent.getByRole('group', { name: 'Creating an APAAR ID' }));
    await choose(user, forApaar, /^Consent/, 'Given');
    // The day is today; choosing the mother fills in her name from Family.
    expect(forApaar.getByLabelText('Date given')).toHaveValue(todayIso());
    await choose(user, forApaar, /Relation to the child/, 'Mother');
    expect(forApaar.getByRole('textbox', { name: 'Given by' })).toHaveValue('Sita Devi');

    expect(apaar).toBeEnabled();
    await user.type(apaar, '1234 5678 9012');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, , saved] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({ identity: { apaarId: '123456789012' } });
    expect(saved).toEqual({
      apaar: { givenBy: 'Sita Devi', relation: 'mother', givenOn: todayIso() },
    });
  });

  it('says at each consent field what is missing, and refuses a withdrawal before it was given', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user);
    const consent = await openGroup(user, container, 'consent');
    const forPhotos = within(consent.getByRole('group', { name: 'Photos of the child' }));
    await choose(user, forPhotos, /^Consent/, 'Withdrawn');
    const withdrawn = forPhotos.getByLabelText('Date withdrawn');
    fireEvent.change(withdrawn, { target: { value: '2020-01-01' } });
    await user.click(save());

    expect(
      await forPhotos.findByRole('combobox', { name: /Relation to the child/ }),
    ).toHaveAccessibleDescription('Choose who gave the consent');
    expect(forPhotos.getByRole('textbox', { name: 'Given by' })).toHaveAccessibleDescription(
      'Enter the name of the person who gave the consent',
    );
    // The dates are compared once the rest is filled in.
    await choose(user, forPhotos, /Relation to the child/, 'Guardian');
    await user.type(forPhotos.getByRole('textbox', { name: 'Given by' }), 'Mohan Lal');
    await user.click(save());
    await waitFor(() =>
      expect(withdrawn).toHaveAccessibleDescription(
        'A consent is withdrawn on or after the day it was given',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on edit, shows the consents as stored and keeps an APAAR ID saved without one', async () => {
    const record: StudentInputDraft = {
      name: 'Priya Patel',
      educationLevel: '7th Standard',
      school: 'Village Public School',
      ...emptyStudentDetails(),
      identity: { apaarId: '123456789012' },
    };
    const { container, onSubmit, user } = renderForm({
      mode: 'edit',
      initialValues: record,
      initialConsent: {
        photos: { givenBy: 'Ramesh Patel', relation: 'father', givenOn: '2026-06-01' },
      },
    });
    expect(group(container, 'consent').querySelector('summary')).toHaveTextContent(
      'Consent1 recorded',
    );
    const identity = await openGroup(user, container, 'identity');
    const apaar = identity.getByRole('textbox', { name: 'APAAR ID' });
    expect(apaar).toBeEnabled();
    expect(apaar).toHaveAccessibleDescription(
      "This APAAR ID has no parent's consent in force. Record the consent, or remove the ID.",
    );
    // Kept as it is: saved. Removed: saved without it, and the field closes until a consent.
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ identity: { apaarId: '123456789012' } });
    await user.clear(apaar);
    expect(apaar).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ identity: {} });
  });

  it('lets a super_admin remove the saved Aadhaar number, and only a super_admin', async () => {
    const record: StudentInputDraft = {
      name: 'Priya Patel',
      educationLevel: '7th Standard',
      school: 'Village Public School',
      ...emptyStudentDetails(),
      identity: { aadhaarLastFour: '0124', aadhaarKind: 'aadhaar', pen: '12345678901' },
    };
    const staff = renderForm({ mode: 'edit', initialValues: record });
    await openGroup(staff.user, staff.container, 'identity');
    expect(screen.queryByRole('button', { name: 'Remove the saved number' })).toBeNull();
    staff.unmount();

    const { container, onSubmit, user } = renderForm({
      mode: 'edit',
      initialValues: record,
      canRemoveAadhaar: true,
    });
    const identity = await openGroup(user, container, 'identity');
    await user.click(identity.getByRole('button', { name: 'Remove the saved number' }));
    expect(
      identity.getByRole('textbox', { name: 'Aadhaar number or enrolment ID' }),
    ).toHaveAccessibleDescription('The saved number XXXX XXXX 0124 will be removed when you save.');
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, aadhaar] = onSubmit.mock.calls[0]!;
    expect(aadhaar).toBe(REMOVE_AADHAAR);
    // The masked form stays in the values: the server removes it with the number.
    expect(values.identity).toEqual({
      aadhaarLastFour: '0124',
      aadhaarKind: 'aadhaar',
      pen: '12345678901',
    });
  });
});
