import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { academicYearStarting } from '@village/model/academic-year';
import type { Role } from '@village/model/roles';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { EarlyApply } from './EarlyApply';
import { applyWindow } from './progression-window';

const YEAR = academicYearStarting(2026, 4);
const JULY = new Date('2026-07-15T06:00:00Z');

/** The notice as the screen shows it to `role` on `today`, the reason held as the screen does. */
function Notice({ role, today = JULY }: { role: Role; today?: Date }) {
  const [reason, setReason] = useState('');
  return (
    <EarlyApply
      availability={applyWindow(YEAR, role, today)}
      yearLabel={YEAR.label}
      reason={reason}
      onReasonChange={setReason}
    />
  );
}

afterEach(backToEnglish);

describe('EarlyApply', () => {
  it('tells an org_user from which date Apply is available, and offers no reason field', () => {
    render(<Notice role="org_user" />);
    expect(screen.getByTestId('progression-not-yet')).toHaveTextContent(
      'Apply is not available yet: the year end of 2026-27 can be applied from 1 January 2027, when its last quarter begins. Before then only a Super Admin can apply it, giving a reason.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a super_admin for the reason, checked as the server checks it', async () => {
    const user = userEvent.setup();
    render(<Notice role="super_admin" />);
    expect(
      screen.getByText(/2026-27 is not in its last quarter until 1 January 2027/),
    ).toBeVisible();
    const field = screen.getByRole('textbox', {
      name: 'Reason for applying now',
    });
    expect(screen.getByText('10 to 300 characters. Recorded in the History.')).toBeVisible();

    // Spaces do not count: trimmed, this is 9 characters.
    await user.type(field, '  too short ');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Give the reason in at least 10 characters')).toBeVisible();

    await user.type(field, 'because the board results are out');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    // Pasted: typing 300 characters one by one would take the test's whole time.
    await user.click(field);
    await user.paste('x'.repeat(300));
    expect(screen.getByText('At most 300 characters')).toBeVisible();
  });

  it('shows nothing in the last quarter, to anyone', () => {
    const { container } = render(
      <>
        <Notice role="org_user" today={new Date('2027-01-05T06:00:00Z')} />
        <Notice role="super_admin" today={new Date('2027-01-05T06:00:00Z')} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Hindi', async () => {
    await renderInHindi(<Notice role="super_admin" />);
    expect(await screen.findByRole('textbox', { name: 'अभी लागू करने का कारण' })).toBeVisible();
    expect(screen.getByText('10 से 300 अक्षर। इतिहास में दर्ज होता है।')).toBeVisible();
  });
});
