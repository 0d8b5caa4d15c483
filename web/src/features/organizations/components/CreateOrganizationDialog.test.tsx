import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';

describe('CreateOrganizationDialog', () => {
  it('shows SPEC.md texts and keeps Create disabled while the name is blank', async () => {
    const onCreate = vi.fn().mockResolvedValue('org-1');
    const onClose = vi.fn();
    render(<CreateOrganizationDialog open onClose={onClose} onCreate={onCreate} />);
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
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Organization Name/), 'Sunrise School');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(/could not be created/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
