import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrganizationQuotaError } from '../api/organization-quota';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';

describe('CreateOrganizationDialog', () => {
  it('shows its texts and keeps Create disabled while the name is blank', async () => {
    const onCreate = vi.fn().mockResolvedValue('org-1');
    const onClose = vi.fn();
    render(<CreateOrganizationDialog open onClose={onClose} onCreate={onCreate} emailVerified />);
    expect(screen.getByRole('heading', { name: 'Create New Organization' })).toBeInTheDocument();
    expect(
      screen.getByText('Create a new organization to manage students and users.'),
    ).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Organization Name/), '   ');
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText(/Organization Name/), 'Sunrise School  ');
    await user.type(screen.getByLabelText(/Description/), 'Classes 1 to 8');
    expect(create).toBeEnabled();
    await user.click(create);

    expect(onCreate).toHaveBeenCalledWith({
      name: 'Sunrise School',
      description: 'Classes 1 to 8',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the dialog open with a message when creating fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    render(
      <CreateOrganizationDialog
        open
        onClose={onClose}
        onCreate={() => Promise.reject(new Error('offline'))}
        emailVerified
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Organization Name/), 'Sunrise School');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(/could not be created/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks an unverified founder to verify their email first, and creates nothing', async () => {
    const onCreate = vi.fn().mockResolvedValue('org-1');
    render(
      <CreateOrganizationDialog open onClose={vi.fn()} onCreate={onCreate} emailVerified={false} />,
    );
    expect(screen.getByText('Verify your email to create an organization')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Organization Name/), 'Sunrise School');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Organization Name/), '{Enter}');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('says when the founder has created as many organizations as allowed lately', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CreateOrganizationDialog
        open
        onClose={vi.fn()}
        onCreate={() => Promise.reject(new OrganizationQuotaError())}
        emailVerified
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Organization Name/), 'Eleventh School');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have created 10 organizations in the last 24 hours, the most allowed. Try again tomorrow.',
    );
  });
});
