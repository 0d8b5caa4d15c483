import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InviteDialog } from './InviteDialog';

function renderDialog(onInvite = vi.fn().mockResolvedValue(undefined)) {
  const onClose = vi.fn();
  const view = render(<InviteDialog open onClose={onClose} onInvite={onInvite} />);
  return { ...view, onInvite, onClose, user: userEvent.setup() };
}

describe('InviteDialog', () => {
  it('offers only End User and Organization User, End User by default', () => {
    renderDialog();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('end_user');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['End User', 'Organization User']);
  });

  it('keeps Send Invitation disabled while the email is empty', async () => {
    const { user } = renderDialog();
    const send = screen.getByRole('button', { name: 'Send Invitation' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'a');
    expect(send).toBeEnabled();
  });

  it('refuses an invalid email with a message, sending nothing', async () => {
    const { user, onInvite, onClose } = renderDialog();
    await user.type(screen.getByLabelText(/Email/), 'meena@school');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onInvite).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the lower-cased email and the role, then resets and closes', async () => {
    const { user, onInvite, onClose, rerender } = renderDialog();
    await user.type(screen.getByLabelText(/Email/), '  Meena@School.test ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'org_user');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(onInvite).toHaveBeenCalledWith({ email: 'meena@school.test', role: 'org_user' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    // Opened again, it starts empty with the default role.
    rerender(<InviteDialog open onClose={onClose} onInvite={onInvite} />);
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('end_user');
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const { user, onClose } = renderDialog(
      vi
        .fn()
        .mockRejectedValue(new Error('An invitation for meena@school.test is already pending.')),
    );
    await user.type(screen.getByLabelText(/Email/), 'meena@school.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An invitation for meena@school.test is already pending.',
    );
    expect(screen.getByLabelText(/Email/)).toHaveValue('meena@school.test');
    expect(onClose).not.toHaveBeenCalled();
  });
});
