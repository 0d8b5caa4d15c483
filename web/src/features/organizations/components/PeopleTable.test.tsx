import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@village/model/roles';
import type { InvitationRow, MemberRow } from '../api/people';
import { PeopleTable, type PeopleTableProps } from './PeopleTable';

const joinedAt = new Date('2025-01-15T10:00:00Z');
const now = new Date('2025-06-01T10:00:00Z');

const member = (uid: string, name: string, role: Role): MemberRow => ({
  id: uid,
  uid,
  name,
  email: `${uid}@school.test`,
  role,
  status: 'active',
  joinedAt,
});

const invitation = (
  email: string,
  delivery: InvitationRow['delivery'],
  expiresAt = new Date('2025-06-10T00:00:00Z'),
): InvitationRow => ({
  id: email,
  email,
  orgName: 'Sunrise School',
  role: 'end_user',
  status: 'pending',
  invitedBy: 'asha',
  createdAt: new Date('2025-05-27T00:00:00Z'),
  expiresAt,
  delivery,
});

const members = [
  member('asha', 'Asha Admin', 'super_admin'),
  member('ravi', 'Ravi Staff', 'org_user'),
  member('meena', 'Meena Viewer', 'end_user'),
];
const invitations = [
  invitation('sent@school.test', { state: 'sent' }),
  invitation('failed@school.test', { state: 'failed', error: 'connect ECONNREFUSED' }),
  invitation('old@school.test', { state: 'sent' }, new Date('2025-05-30T00:00:00Z')),
];

function renderTable(props: Partial<PeopleTableProps>) {
  const onMemberAction = vi.fn();
  const onInvitationAction = vi.fn();
  render(
    <PeopleTable
      members={members}
      invitations={invitations}
      viewerUid="asha"
      canManage
      onMemberAction={onMemberAction}
      onInvitationAction={onInvitationAction}
      now={now}
      {...props}
    />,
  );
  return { onMemberAction, onInvitationAction, user: userEvent.setup() };
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('PeopleTable', () => {
  it('shows each member with role and ACTIVE, and each invitation as PENDING with its email state', () => {
    renderTable({});
    const ravi = rowOf('Ravi Staff');
    expect(within(ravi).getByText('ravi@school.test')).toBeInTheDocument();
    expect(within(ravi).getByText('Organization User')).toBeInTheDocument();
    expect(within(ravi).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(ravi).getByText('15 Jan 2025')).toBeInTheDocument();
    expect(within(rowOf('Asha Admin')).getByText('Super Admin')).toBeInTheDocument();

    const sent = rowOf('sent@school.test');
    expect(within(sent).getByText('PENDING')).toBeInTheDocument();
    expect(within(sent).getByText('End User')).toBeInTheDocument();
    expect(within(sent).getByText('Email sent')).toBeInTheDocument();
    expect(within(sent).getByText('Invited 27 May 2025')).toBeInTheDocument();
    expect(within(sent).getByText('Expires 10 Jun 2025')).toBeInTheDocument();
    expect(
      within(rowOf('failed@school.test')).getByText('Email failed: connect ECONNREFUSED'),
    ).toBeInTheDocument();
    expect(within(rowOf('old@school.test')).getByText('Expired 30 May 2025')).toBeInTheDocument();
  });

  it("a super_admin gets each other member's actions, none on their own row", async () => {
    const { user, onMemberAction } = renderTable({});
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(
      within(rowOf('Asha Admin')).queryByRole('button', { name: /Actions for/ }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Ravi Staff' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Change role', 'Make super admin', 'Remove from organization']);
    await user.click(screen.getByRole('menuitem', { name: 'Make super admin' }));
    expect(onMemberAction).toHaveBeenCalledWith('promote', members[1]);
  });

  it('another super_admin can be demoted or removed, not promoted again', async () => {
    const twoAdmins = [...members, member('gopal', 'Gopal Admin', 'super_admin')];
    const { user } = renderTable({ members: twoAdmins });
    await user.click(screen.getByRole('button', { name: 'Actions for Gopal Admin' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Change role',
      'Remove from organization',
    ]);
  });

  it('the last super_admin offers no demotion or removal, even to another super_admin', () => {
    renderTable({ viewerUid: 'someone-else' });
    expect(
      within(rowOf('Asha Admin')).queryByRole('button', { name: /Actions for/ }),
    ).not.toBeInTheDocument();
  });

  it('offers Resend only for a failed, unexpired email, and Revoke on every invitation', async () => {
    const { user, onInvitationAction } = renderTable({});
    expect(
      within(rowOf('sent@school.test')).queryByRole('button', { name: /Resend/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf('old@school.test')).queryByRole('button', { name: /Resend/ }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Resend invitation to failed@school.test' }),
    );
    expect(onInvitationAction).toHaveBeenCalledWith('resend', invitations[1]);
    await user.click(screen.getByRole('button', { name: 'Revoke invitation to sent@school.test' }));
    expect(onInvitationAction).toHaveBeenCalledWith('revoke', invitations[0]);
  });

  it('an org_user sees the same list read-only', () => {
    renderTable({ viewerUid: 'ravi', canManage: false });
    expect(screen.getAllByText('ACTIVE')).toHaveLength(3);
    expect(screen.getAllByText('PENDING')).toHaveLength(3);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
