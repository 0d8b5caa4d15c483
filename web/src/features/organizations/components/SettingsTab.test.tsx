import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@village/model/limits';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import type { Role } from '@village/model/roles';
import { ToastProvider } from '../../../components/toast';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../../lib/i18n/store';
import {
  OrganizationsContext,
  type OrganizationsState,
} from '../../../lib/session/current-organization';
import { updateOrganizationDetails } from '../api/update-organization';
import { SettingsTab } from './SettingsTab';

vi.mock('../api/update-organization', () => ({
  updateOrganizationDetails: vi.fn(() => ({ offline: false, synced: Promise.resolve() })),
}));
vi.mock('../api/people-actions', () => ({ removeMember: vi.fn() }));
vi.mock('../../../lib/session/auth-state', () => ({
  useSignedInUser: () => ({ uid: 'asha', email: 'asha@school.test', displayName: 'Asha' }),
}));

const organization = (fields: Record<string, unknown> = {}): Organization => ({
  id: 'org-1',
  ...organizationDocSchema.parse({
    name: 'Sunrise School',
    description: 'Classes 1 to 8',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    createdBy: 'asha',
    superAdminCount: 1,
    ...fields,
  }),
});

const organizations: OrganizationsState = {
  memberships: [{ orgId: 'org-1', role: 'super_admin' }],
  organizations: {},
  current: undefined,
  restoring: false,
  reopenedId: undefined,
  select: vi.fn(),
  forget: vi.fn(),
  error: undefined,
};

function renderTab(role: Role, org: Organization) {
  return render(
    <I18nProvider>
      <ToastProvider>
        <OrganizationsContext.Provider value={organizations}>
          <MemoryRouter>
            <Suspense fallback="…">
              <SettingsTab orgId="org-1" role={role} organization={org} />
            </Suspense>
          </MemoryRouter>
        </OrganizationsContext.Provider>
      </ToastProvider>
    </I18nProvider>,
  );
}

const currentYear = () => screen.getByTestId('current-year');

beforeEach(() => {
  // 15 May 2026 in India: April's year is 2026-27, July's 2025-26, January's 2026. Only the date
  // is fixed, so that userEvent's timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-15T06:00:00Z'));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(updateOrganizationDetails).mockClear();
  await act(() => activateLanguage('en'));
});

describe('SettingsTab', () => {
  it('lets a super_admin set the address and the start month, and says which year that makes', async () => {
    renderTab('super_admin', organization());
    const address = screen.getByRole('textbox', { name: 'Address' });
    const month = screen.getByRole('combobox', { name: 'Academic year starts in' });
    expect(address).toHaveValue('');
    expect(address).toHaveAttribute('maxLength', String(LIMITS.organizationAddress));
    expect(screen.getByText('The postal address, printed on certificates.')).toBeInTheDocument();
    expect(month).toHaveValue('4');
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(currentYear()).toHaveTextContent('Current academic year: 2026-27');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.selectOptions(month, 'January');
    expect(currentYear()).toHaveTextContent('Current academic year: 2026');
    await user.selectOptions(month, 'July');
    expect(currentYear()).toHaveTextContent('Current academic year: 2025-26');
    await user.type(address, '  Village Narela{Enter}Delhi 110040  ');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(updateOrganizationDetails).toHaveBeenCalledWith(
      'org-1',
      expect.objectContaining({ uid: 'asha' }),
      {
        name: 'Sunrise School',
        description: 'Classes 1 to 8',
        address: 'Village Narela\nDelhi 110040',
        academicYearStartMonth: 7,
        attendanceWindowDays: 7,
      },
    );
    expect(await screen.findByText('Organization updated')).toBeInTheDocument();
  });

  it('starts from the saved values, and Reset brings them back', async () => {
    renderTab('super_admin', organization({ address: 'Narela', academicYearStartMonth: 7 }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    const month = screen.getByRole('combobox', { name: 'Academic year starts in' });
    expect(address).toHaveValue('Narela');
    expect(month).toHaveValue('7');
    expect(currentYear()).toHaveTextContent('Current academic year: 2025-26');
    const user = userEvent.setup();
    await user.selectOptions(month, 'April');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(address).toHaveValue('Narela');
    expect(month).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('sets the days back an org_user may mark attendance, 0 to 60', async () => {
    renderTab('super_admin', organization());
    const field = screen.getByRole('spinbutton', {
      name: 'Days back an Organization User may mark attendance',
    });
    expect(field).toHaveValue(7);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.clear(field);
    await user.type(field, '61');
    await user.click(save);
    expect(
      await screen.findByText('Enter a whole number of days from 0 to 60'),
    ).toBeInTheDocument();
    expect(updateOrganizationDetails).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '3');
    await user.click(save);
    expect(updateOrganizationDetails).toHaveBeenCalledWith(
      'org-1',
      expect.objectContaining({ uid: 'asha' }),
      expect.objectContaining({ attendanceWindowDays: 3 }),
    );
  });

  it('refuses an address longer than the limit at the field, and saves nothing', async () => {
    renderTab('super_admin', organization());
    const address = screen.getByRole('textbox', { name: 'Address' });
    // Pasted past the box's own limit (maxLength stops typing, not every way in).
    fireEvent.change(address, { target: { value: 'x'.repeat(LIMITS.organizationAddress + 1) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(`At most ${LIMITS.organizationAddress} characters`),
    ).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(updateOrganizationDetails).not.toHaveBeenCalled();
  });

  it('shows the address and the year read-only to an org_user', () => {
    renderTab('org_user', organization({ address: 'Village Narela', academicYearStartMonth: 7 }));
    expect(screen.getByText('Village Narela')).toBeInTheDocument();
    expect(screen.getByText('July')).toBeInTheDocument();
    expect(currentYear()).toHaveTextContent('Current academic year: 2025-26');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('says when there is no address, and the default April, to an end_user', () => {
    renderTab('end_user', organization());
    expect(screen.getByText('No address.')).toBeInTheDocument();
    expect(screen.getByText('April')).toBeInTheDocument();
    expect(currentYear()).toHaveTextContent('Current academic year: 2026-27');
  });

  it('names the months and the year in Hindi', async () => {
    await act(() => activateLanguage('hi'));
    renderTab('super_admin', organization({ academicYearStartMonth: 7 }));
    const month = await screen.findByRole('combobox', { name: 'शैक्षणिक सत्र शुरू होने का महीना' });
    expect(within(month).getByRole('option', { selected: true })).toHaveTextContent('जुलाई');
    expect(screen.getByRole('textbox', { name: 'पता' })).toBeInTheDocument();
    expect(currentYear()).toHaveTextContent('वर्तमान शैक्षणिक सत्र: 2025-26');
  });
});
