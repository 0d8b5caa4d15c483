import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { StudentForm } from '../form/StudentForm';

// The form's fields for what the UDISE+ sheet asks beyond the register: the name in English
// letters (offered from a name in Devanagari, filled only when tapped), the main impairment
// among those ticked, and fields asked only with another answer.

function renderForm() {
  const onSubmit = vi.fn();
  const view = render(
    <ToastProvider>
      <StudentForm mode="add" onSubmit={onSubmit} onCancel={() => {}} />
    </ToastProvider>,
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User, name: string) {
  await user.click(screen.getByRole('textbox', { name: /Full Name/ }));
  await user.paste(name);
  await user.click(screen.getByRole('combobox', { name: /Education Level/ }));
  await user.click(await screen.findByRole('option', { name: '7th Standard' }));
  await user.click(screen.getByRole('textbox', { name: /School\/College Name/ }));
  await user.paste('Rampur Primary School');
}

async function openGroup(user: User, container: HTMLElement, name: string) {
  const details = container.querySelector<HTMLDetailsElement>(`details[data-group="${name}"]`)!;
  await user.click(details.querySelector('summary')!);
  await waitFor(() => expect(details.open).toBe(true));
  return within(details);
}

async function choose(user: User, scope: ReturnType<typeof within>, label: RegExp, option: string) {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const save = () => screen.getByRole('button', { name: 'Save Student Record' });
const ENGLISH_NAME = 'Name in English letters (for UDISE+)';

describe('the UDISE+ profile fields in the student form', { timeout: 60_000 }, () => {
  it('offers a spelling of a name in Devanagari, and fills the field only when tapped', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user, 'सीता कुमारी');
    const identity = await openGroup(user, container, 'identity');
    const field = identity.getByRole('textbox', { name: ENGLISH_NAME });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      'The UDISE+ portal takes names in English letters only: check the spelling.',
    );
    const suggestion = identity.getByRole('button', { name: 'Use: Sita Kumari' });
    // Offered, not filled: saved now, the student has no spelling in English letters.
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ identity: {} });

    await user.click(suggestion);
    expect(field).toHaveValue('Sita Kumari');
    expect(identity.queryByRole('button', { name: /^Use:/ })).toBeNull();
    // Corrected by staff, it is theirs; the suggestion comes back for them to compare.
    await user.clear(field);
    await user.type(field, 'Seeta Kumari');
    expect(identity.getByRole('button', { name: 'Use: Sita Kumari' })).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({
      identity: { nameInEnglish: 'Seeta Kumari' },
    });
  });

  it('offers nothing for a name in English letters, and refuses other letters in the field', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user, 'Sita Kumari');
    const identity = await openGroup(user, container, 'identity');
    expect(identity.queryByRole('button', { name: /^Use:/ })).toBeNull();
    const field = identity.getByRole('textbox', { name: ENGLISH_NAME });
    expect(field).not.toHaveAccessibleDescription();
    await user.type(field, 'S.K. Sharma');
    await user.click(save());
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Use English letters A to Z and single spaces, 3 to 50 characters',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks the main impairment among those ticked, and the SLD type with an SLD', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user, 'Asha Devi');
    const needs = await openGroup(user, container, 'needs');
    const main = /Main impairment/;
    await choose(user, needs, /Child with special needs/, 'Yes');
    const impairments = needs.getByRole('group', { name: 'Impairment types' });
    await user.click(within(impairments).getByRole('checkbox', { name: 'Low vision' }));
    // One impairment is the return's without a choice.
    expect(needs.queryByRole('combobox', { name: main })).toBeNull();
    await user.click(within(impairments).getByRole('checkbox', { name: 'Blindness' }));
    await user.click(within(impairments).getByRole('checkbox', { name: 'Dwarfism' }));
    await user.click(needs.getByRole('combobox', { name: main }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Not recorded', 'Blindness', 'Low vision', 'Dwarfism']);
    await user.click(screen.getByRole('option', { name: 'Low vision' }));
    expect(needs.queryByRole('combobox', { name: /Type of learning disability/ })).toBeNull();
    await choose(user, needs, /Specific learning disability/, 'Yes');
    await choose(user, needs, /Type of learning disability/, 'Dyslexia (reading)');

    // Unticked, the main impairment is refused at its field.
    await user.click(within(impairments).getByRole('checkbox', { name: 'Low vision' }));
    await user.click(save());
    await waitFor(() =>
      expect(needs.getByRole('combobox', { name: main })).toHaveAccessibleDescription(
        'Choose one of those ticked above',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(user, needs, main, 'Dwarfism');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      needs: {
        cwsn: true,
        impairments: ['blindness', 'dwarfism'],
        primaryImpairment: 'dwarfism',
        sld: true,
        sldType: 'dyslexia',
      },
    });
  });

  it('asks more scholarships, the central one and the amount beside a scholarship', async () => {
    const { container, onSubmit, user } = renderForm();
    await fillRequired(user, 'Asha Devi');
    const facilities = await openGroup(user, container, 'facilities');
    expect(facilities.queryByRole('group', { name: 'More scholarships' })).toBeNull();
    await choose(user, facilities, /^Scholarship$/, 'State government');
    const more = facilities.getByRole('group', { name: 'More scholarships' });
    // The main one is not offered again.
    expect(
      within(more)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['central', 'other']);
    expect(facilities.queryByRole('combobox', { name: /central scholarship/ })).toBeNull();
    await user.click(within(more).getByRole('checkbox', { name: 'Central government' }));
    await choose(
      user,
      facilities,
      /Name of the central scholarship/,
      'National Means-cum-Merit Scholarship',
    );
    await user.type(facilities.getByRole('textbox', { name: /Scholarship amount/ }), '12000');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      facilities: {
        scholarship: 'state',
        moreScholarships: ['central'],
        centralScholarship: 'nmms',
        scholarshipAmount: 12000,
      },
    });
  });
});
