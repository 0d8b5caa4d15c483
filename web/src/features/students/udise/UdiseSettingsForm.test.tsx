import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_UDISE_SETTINGS, type UdiseSettings } from '@village/model/udise-settings';
import { ToastProvider } from '../../../components/toast';
import { saveUdiseSettings } from '../api/udise-settings';
import { UdiseSettingsForm } from './UdiseSettingsForm';

vi.mock('../api/udise-settings', () => ({
  saveUdiseSettings: vi.fn(() => ({ offline: false, synced: Promise.resolve() })),
}));
vi.mock('../../../lib/session/auth-state', () => ({
  useSignedInUser: () => ({ uid: 'asha', email: 'asha@school.test', displayName: 'Asha' }),
}));

afterEach(() => {
  vi.clearAllMocks();
});

function renderForm(settings: UdiseSettings = NO_UDISE_SETTINGS) {
  render(
    <ToastProvider>
      <UdiseSettingsForm orgId="org-1" settings={settings} />
    </ToastProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save UDISE+ settings' }));

describe('UdiseSettingsForm', () => {
  it('starts from the saved settings and saves the code and the typed codes only', async () => {
    renderForm({ code: '09876543210', codes: { minorityGroup: { jain: 6 } } });
    expect(screen.getByLabelText('UDISE code')).toHaveValue('09876543210');
    expect(screen.getByLabelText('Jain')).toHaveValue('6');
    await userEvent.type(screen.getByLabelText('Hindi'), '42');
    await save();
    await waitFor(() => expect(saveUdiseSettings).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveUdiseSettings).mock.calls[0]!.slice(0, 3)).toEqual([
      'org-1',
      'asha',
      { code: '09876543210', codes: { motherTongue: { hindi: 42 }, minorityGroup: { jain: 6 } } },
    ]);
    expect(await screen.findByText('UDISE+ settings saved')).toBeInTheDocument();
  });

  it('says where a code is wrong, and saves nothing', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('UDISE code'), '0987654321');
    await userEvent.type(screen.getByLabelText('Arts'), '0');
    await save();
    expect(
      screen.getByText('Enter the 11-digit UDISE code, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a code from 1 to 999, or leave it empty')).toBeInTheDocument();
    expect(saveUdiseSettings).not.toHaveBeenCalled();
  });

  it('keeps an empty code empty: the office may not know it yet', async () => {
    renderForm();
    await save();
    await waitFor(() => expect(saveUdiseSettings).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveUdiseSettings).mock.calls[0]![2]).toEqual({ code: '', codes: {} });
  });

  it('saves what the school is and offers, sections as their letters in order', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Management'), 'privateUnaided');
    await userEvent.selectOptions(screen.getByLabelText('Lowest class'), '9');
    // No class range yet, no sections; none before XI, no streams.
    expect(screen.queryByLabelText(/^Sections of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Science' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Highest class'), '12');
    expect(screen.getAllByLabelText(/^Sections of/)).toHaveLength(4);
    await userEvent.type(screen.getByLabelText('Sections of 9th Standard'), 'b, a');
    await userEvent.type(screen.getByLabelText('Sections of 11th Standard'), 'A');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commerce' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Science' }));
    await userEvent.type(screen.getByLabelText('Vocational courses'), 'Retail{Enter}Tourism ');
    await save();
    await waitFor(() => expect(saveUdiseSettings).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveUdiseSettings).mock.calls[0]![2]).toEqual({
      code: '',
      codes: {},
      management: 'privateUnaided',
      lowestClass: 9,
      highestClass: 12,
      sections: { '9': 'AB', '11': 'A' },
      streams: ['science', 'commerce'],
      vocationalCourses: ['Retail', 'Tourism'],
    });
  });

  it('starts from the saved school, and leaves out the classes no longer taught', async () => {
    renderForm({
      code: '',
      codes: {},
      management: 'government',
      lowestClass: 1,
      highestClass: 12,
      sections: { '1': 'AB', '12': 'A' },
      streams: ['arts'],
      vocationalCourses: ['Retail', 'Tourism'],
    });
    expect(screen.getByLabelText('Management')).toHaveValue('government');
    expect(screen.getByLabelText('Sections of 1st Standard')).toHaveValue('A, B');
    expect(screen.getByRole('checkbox', { name: 'Arts' })).toBeChecked();
    expect(screen.getByLabelText('Vocational courses')).toHaveValue('Retail\nTourism');
    await userEvent.selectOptions(screen.getByLabelText('Highest class'), '10');
    expect(
      screen.getByText('Choose XI or XII as the highest class to choose its streams.'),
    ).toBeInTheDocument();
    await save();
    await waitFor(() => expect(saveUdiseSettings).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveUdiseSettings).mock.calls[0]![2]).toEqual({
      code: '',
      codes: {},
      management: 'government',
      lowestClass: 1,
      highestClass: 10,
      sections: { '1': 'AB' },
      vocationalCourses: ['Retail', 'Tourism'],
    });
  });

  it('says by each field what the model refuses, and saves nothing', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Lowest class'), '8');
    await userEvent.selectOptions(screen.getByLabelText('Highest class'), '6');
    await save();
    expect(screen.getByLabelText('Highest class')).toHaveAccessibleDescription(
      'The highest class cannot be below the lowest',
    );

    await userEvent.selectOptions(screen.getByLabelText('Lowest class'), '6');
    expect(screen.queryByText('The highest class cannot be below the lowest')).toBeNull();
    await userEvent.type(screen.getByLabelText('Sections of 6th Standard'), 'AB');
    await userEvent.click(screen.getByLabelText('Vocational courses'));
    await userEvent.paste('x'.repeat(61));
    await save();
    expect(screen.getByLabelText('Sections of 6th Standard')).toHaveAccessibleDescription(
      'Type section letters A to Z, each once, separated by commas',
    );
    expect(screen.getByLabelText('Vocational courses')).toHaveAccessibleDescription(
      'Each course in 1 to 60 characters',
    );
    expect(saveUdiseSettings).not.toHaveBeenCalled();
  });
});
