import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nProvider } from '../../lib/i18n/I18nProvider';
import {
  OrganizationsContext,
  type OrganizationsState,
} from '../../lib/session/current-organization';
import { OrganizationSelectionPage } from './OrganizationSelectionPage';

vi.mock('../../lib/session/auth-state', () => ({
  useSignedInUser: () => ({
    uid: 'u1',
    email: 'asha@school.test',
    emailVerified: false,
    displayName: 'Asha Verma',
  }),
}));
vi.mock('./api/organizations', () => ({
  acceptInvitation: vi.fn(),
  watchPendingInvitations: vi.fn(() => () => undefined),
}));
vi.mock('./use-create-organization', () => ({ useCreateOrganization: () => vi.fn() }));

const memberships = [
  { orgId: 'alpha', role: 'org_user' as const },
  { orgId: 'beta', role: 'org_user' as const },
];

/** The provider's state on a new device: the account's last organization not known yet. */
function organizations(reopenedId?: string): OrganizationsState {
  return {
    memberships,
    organizations: {},
    current: reopenedId ? { ...memberships[1]!, organization: undefined } : undefined,
    restoring: false,
    reopenedId,
    select: vi.fn(),
    forget: vi.fn(),
    error: undefined,
  };
}

/** Where the guard sends a user without a current organization: here, saying where from. */
const FROM_GUARD = { pathname: '/organization-selection', state: { from: { pathname: '/' } } };

function page(state: OrganizationsState, arrival: string | typeof FROM_GUARD = FROM_GUARD) {
  return (
    <I18nProvider>
      <Suspense fallback="…">
        <MemoryRouter initialEntries={[arrival]}>
          <OrganizationsContext value={state}>
            <Routes>
              <Route path="/organization-selection" element={<OrganizationSelectionPage />} />
              <Route path="/" element={<p>Dashboard</p>} />
            </Routes>
          </OrganizationsContext>
        </MemoryRouter>
      </Suspense>
    </I18nProvider>
  );
}

afterEach(cleanup);

describe('the organization selection page, when the account’s last organization is known late', () => {
  it('opens it, as the guard would have, while the user has not started choosing', async () => {
    const view = render(page(organizations()));
    expect(await screen.findByRole('heading', { name: 'Select Organization' })).toBeVisible();
    view.rerender(page(organizations('beta')));
    expect(await screen.findByText('Dashboard')).toBeVisible();
  });

  it('stays once the user has started choosing', async () => {
    const view = render(page(organizations()));
    const [alpha] = await screen.findAllByRole('listitem');
    await userEvent.click(alpha!.querySelector('button')!);
    view.rerender(page(organizations('beta')));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Select Organization' })).toBeVisible();
    expect(screen.queryByText('Dashboard')).toBeNull();
  });

  it('stays when the user came on purpose: an invitation’s link, or without the guard', async () => {
    for (const arrival of [
      { ...FROM_GUARD, search: '?invitation=alpha' },
      '/organization-selection',
    ]) {
      const view = render(page(organizations(), arrival));
      expect(await screen.findByRole('heading', { name: 'Select Organization' })).toBeVisible();
      view.rerender(page(organizations('beta'), arrival));
      await act(() => Promise.resolve());
      expect(screen.queryByText('Dashboard')).toBeNull();
      view.unmount();
    }
  });

  it('opens it when it became known with the page itself', async () => {
    render(page(organizations('beta')));
    expect(await screen.findByText('Dashboard')).toBeVisible();
  });

  it('stays for a user who came to switch, the organization open', async () => {
    render(page(organizations('beta'), '/organization-selection'));
    expect(await screen.findByRole('heading', { name: 'Select Organization' })).toBeVisible();
    expect(screen.queryByText('Dashboard')).toBeNull();
  });
});
