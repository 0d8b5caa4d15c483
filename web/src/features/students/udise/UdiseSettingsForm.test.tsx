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
});
