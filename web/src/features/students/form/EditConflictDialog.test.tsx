import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentFieldConflict } from '@village/model/student-edit';
import { describe, expect, it, vi } from 'vitest';
import { EditConflictDialog, type EditConflictDialogProps } from './EditConflictDialog';

const CONFLICTS: StudentFieldConflict[] = [
  {
    field: 'parentContact',
    label: 'Parent Contact',
    base: '+919876543210',
    theirs: '+919812345678',
    yours: '+919800011122',
  },
  {
    field: 'dateOfBirth',
    label: 'Date of Birth',
    base: '2016-04-12',
    theirs: null,
    yours: '2016-04-02',
  },
];

function renderDialog(props: Partial<EditConflictDialogProps> = {}) {
  const handlers = { onKeepMine: vi.fn(), onKeepTheirs: vi.fn(), onBack: vi.fn() };
  render(
    <EditConflictDialog
      open
      conflicts={CONFLICTS}
      hasOtherChanges={false}
      comparedWithDeviceCopy={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('EditConflictDialog', { timeout: 30_000 }, () => {
  it('shows theirs and yours for each field, by its label, in words', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Changed while you were editing' });
    expect(dialog).toHaveTextContent('these details were changed and saved elsewhere');
    const phone = within(dialog).getByRole('region', { name: 'Parent Contact' });
    expect(phone).toHaveTextContent('Theirs (saved now)+91 98123 45678');
    expect(phone).toHaveTextContent('Yours+91 98000 11122');
    const birth = within(dialog).getByRole('region', { name: 'Date of Birth' });
    expect(birth).toHaveTextContent('Theirs (saved now)Not recorded');
    expect(birth).toHaveTextContent('Yours2 April 2016');
    expect(dialog).not.toHaveTextContent('Your other changes are saved either way.');
    expect(dialog).not.toHaveTextContent('copy saved on this device');
  });

  it('says when other changes are saved anyway, and when it compared with the device copy', () => {
    renderDialog({
      conflicts: CONFLICTS.slice(0, 1),
      hasOtherChanges: true,
      comparedWithDeviceCopy: true,
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('this detail was changed and saved elsewhere');
    expect(dialog).toHaveTextContent('Your other changes are saved either way.');
    expect(dialog).toHaveTextContent(
      'This compares with the copy saved on this device, which may not have the latest changes from the server.',
    );
  });

  it('starts on Back to the form, and each button makes its choice', async () => {
    const { onKeepMine, onKeepTheirs, onBack, user } = renderDialog();
    expect(screen.getByRole('button', { name: 'Back to the form' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(onKeepTheirs).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
