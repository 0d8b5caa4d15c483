import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../../lib/i18n/I18nProvider';
import {
  OrganizationsContext,
  type OrganizationsState,
} from '../../lib/session/current-organization';
import { activateLanguage } from '../../lib/i18n/store';
import type { InvitationRow, MemberRow } from './api/people';
import { ChangeRoleDialog } from './components/ChangeRoleDialog';
import { HistoryTab } from './components/HistoryTab';
import { OrganizationSelectionPage } from './OrganizationSelectionPage';
import { ORGANIZATIONS_NOT_LOADED } from './organizations-not-loaded';
import { InviteDialog } from './components/InviteDialog';
import { PeopleTable } from './components/PeopleTable';

// The History tab's log, as its listener gives it.
vi.mock('./api/audit-log', () => ({
  useAuditLog: () => ({
    status: 'ready',
    data: {
      rows: [
        {
          id: 'a1',
          action: 'role_changed',
          actor: { uid: 'asha', name: 'Asha Verma', email: 'asha@school.test' },
          target: { uid: 'ravi', name: 'Ravi Kumar', email: 'ravi@school.test' },
          fromRole: 'org_user',
          toRole: 'end_user',
          at: new Date('2025-05-27T10:00:00Z'),
        },
        ...(['identity_shown', 'identity_exported'] as const).map((action) => ({
          id: action,
          action,
          actor: { uid: 'asha', name: 'Asha Verma', email: 'asha@school.test' },
          target: { uid: null, name: 'Ravi Kumar', email: '' },
          fromRole: null,
          toRole: null,
          at: new Date('2025-05-27T09:00:00Z'),
        })),
        {
          id: 'udise',
          action: 'identity_return_exported',
          actor: { uid: 'asha', name: 'Asha Verma', email: 'asha@school.test' },
          target: { uid: null, name: 'Sunrise School', email: '' },
          fromRole: null,
          toRole: null,
          count: 312,
          at: new Date('2025-05-27T08:00:00Z'),
        },
      ],
    },
  }),
}));

// The selection page's session: a founder whose email is not verified yet, with no organization.
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

async function renderInHindi(node: ReactNode) {
  await act(() => activateLanguage('hi'));
  render(
    <I18nProvider>
      <Suspense fallback="…">{node}</Suspense>
    </I18nProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await act(() => activateLanguage('en'));
});

const asha: MemberRow = {
  id: 'asha',
  uid: 'asha',
  name: 'Asha Admin',
  email: 'asha@school.test',
  role: 'super_admin',
  status: 'active',
  joinedAt: new Date('2025-01-15T10:00:00Z'),
};
const ravi: MemberRow = { ...asha, id: 'ravi', uid: 'ravi', name: 'Ravi', role: 'org_user' };
const failed: InvitationRow = {
  id: 'new@school.test',
  email: 'new@school.test',
  orgName: 'Sunrise School',
  role: 'end_user',
  status: 'pending',
  invitedBy: 'asha',
  createdAt: new Date('2025-05-27T00:00:00Z'),
  expiresAt: new Date('2025-06-10T00:00:00Z'),
  delivery: { state: 'failed' },
};

/** The people table in Hindi, as a super_admin (asha) sees it on 1 June 2025. */
const peopleTableInHindi = (members: MemberRow[], invitations: InvitationRow[]) =>
  renderInHindi(
    <PeopleTable
      members={members}
      invitations={invitations}
      viewerUid="asha"
      canManage
      onMemberAction={vi.fn()}
      onInvitationAction={vi.fn()}
      now={new Date('2025-06-01T00:00:00Z')}
    />,
  );

describe('the organization screens in Hindi', () => {
  it('show the people table with Hindi headings, roles, states and dates', async () => {
    await peopleTableInHindi([asha, ravi], [failed]);
    const table = await screen.findByRole('table', { name: 'उपयोगकर्ता और भूमिकाएँ' });
    expect(within(table).getByRole('columnheader', { name: 'भूमिका' })).toBeInTheDocument();
    expect(within(table).getByText('सुपर एडमिन')).toBeInTheDocument();
    expect(within(table).getByText('संगठन उपयोगकर्ता')).toBeInTheDocument();
    expect(within(table).getAllByText('सक्रिय')).toHaveLength(2);
    expect(within(table).getByText('लंबित')).toBeInTheDocument();
    expect(within(table).getByText('ईमेल नहीं जा सका: कोई कारण नहीं बताया गया')).toBeInTheDocument();
    expect(within(table).getByText('समय-सीमा: 10 जून 2025')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'new@school.test को आमंत्रण फिर से भेजें' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ravi के लिए कार्य' }));
    expect(screen.getByRole('menuitem', { name: 'सुपर एडमिन बनाएँ' })).toBeInTheDocument();
  });

  it("say why an email failed in Hindi, the mail server's own words as they are", async () => {
    const smtp: InvitationRow = {
      ...failed,
      id: 'smtp@school.test',
      email: 'smtp@school.test',
      delivery: { state: 'failed', error: 'connect ECONNREFUSED 10.0.0.1:587' },
    };
    const interrupted: InvitationRow = {
      ...failed,
      id: 'cut@school.test',
      email: 'cut@school.test',
      delivery: { state: 'failed', error: 'Not sent after 3 interrupted attempts.' },
    };
    await peopleTableInHindi([asha], [smtp, interrupted]);
    expect(
      await screen.findByText('ईमेल नहीं जा सका। मेल सर्वर का संदेश: connect ECONNREFUSED 10.0.0.1:587'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('ईमेल नहीं जा सका: 3 बार कोशिश बीच में रुक गई, इसलिए नहीं भेजा गया।'),
    ).toBeInTheDocument();
  });

  it('invite in Hindi, with the role names of the app', async () => {
    await renderInHindi(<InviteDialog open onClose={vi.fn()} onInvite={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'उपयोगकर्ता को आमंत्रित करें' })).toBeVisible();
    const role = screen.getByRole('combobox', { name: 'भूमिका' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सामान्य उपयोगकर्ता', 'संगठन उपयोगकर्ता']);
    expect(screen.getByRole('button', { name: 'आमंत्रण भेजें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeEnabled();
  });

  it('ask before a role change in Hindi', async () => {
    await renderInHindi(
      <ChangeRoleDialog
        open
        memberName="Ravi"
        organizationName="Sunrise School"
        currentRole="org_user"
        onChange={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(
      await screen.findByText('Ravi Sunrise School के संगठन उपयोगकर्ता हैं। उनकी नई भूमिका चुनें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भूमिका बदलें' })).toBeDisabled();
  });

  it("tell the history of people changes and of Aadhaar numbers' Shows in Hindi", async () => {
    await renderInHindi(<HistoryTab orgId="org" />);
    expect(
      await screen.findByText(
        'Asha Verma ने Ravi Kumar की भूमिका संगठन उपयोगकर्ता से बदलकर सामान्य उपयोगकर्ता की',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Asha Verma ने Ravi Kumar की आधार संख्या देखी')).toBeInTheDocument();
    expect(
      screen.getByText('Asha Verma ने Ravi Kumar का डेटा आधार संख्या सहित डाउनलोड किया'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Asha Verma ने UDISE+ रिटर्न 312 आधार संख्याओं के साथ निर्यात किया'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'लोगों में हुए बदलावों का इतिहास' })).toBeVisible();
  });

  it('let a founder choose or create an organization in Hindi', async () => {
    const organizations: OrganizationsState = {
      memberships: [],
      organizations: {},
      current: undefined,
      restoring: false,
      reopenedId: undefined,
      select: vi.fn(),
      forget: vi.fn(),
      error: ORGANIZATIONS_NOT_LOADED,
    };
    await renderInHindi(
      <MemoryRouter>
        <OrganizationsContext value={organizations}>
          <OrganizationSelectionPage />
        </OrganizationsContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'संगठन चुनें' })).toBeVisible();
    expect(screen.getByText('आपके संगठन लोड नहीं हो सके। अपना कनेक्शन जाँचें।')).toBeVisible();
    expect(
      screen.getByText(/हमने asha@school.test पर एक लिंक भेजा है।$/, { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'सत्यापन ईमेल फिर से भेजें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'नया संगठन बनाएँ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeDisabled();
  });
});
