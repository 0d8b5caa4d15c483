import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplyProgressionResult } from '@village/model/school-year-callables';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { CloseClassYear } from './CloseClassYear';
import { UndecidedStudents } from './UndecidedStudents';

afterEach(backToEnglish);

describe('UndecidedStudents', () => {
  it('names the students the server found without a decision, and counts the rest', () => {
    render(
      <UndecidedStudents
        undecided={{ names: ['Aarav Late Joiner', 'Zoya Late Joiner'], count: 5 }}
        className="Class 6-C"
      />,
    );
    const alert = screen.getByTestId('progression-undecided');
    expect(alert).toHaveTextContent(
      'The year of Class 6-C is not closed yet: these students on its roll have no decision.',
    );
    const list = within(alert).getByRole('list', { name: 'Students without a decision' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aarav Late Joiner', 'Zoya Late Joiner']);
    expect(alert).toHaveTextContent('and 3 more students');
  });

  it('speaks Hindi', async () => {
    await renderInHindi(
      <UndecidedStudents undecided={{ names: ['Meena Das'], count: 1 }} className="कक्षा 6-C" />,
    );
    expect(await screen.findByRole('list', { name: 'बिना निर्णय वाले विद्यार्थी' })).toHaveTextContent(
      'Meena Das',
    );
  });
});

describe('CloseClassYear', () => {
  const closeWith = (result: ApplyProgressionResult) => vi.fn(() => Promise.resolve(result));

  it('closes a class applied in full; names who is left when the server refuses', async () => {
    const user = userEvent.setup();
    const onClose = closeWith({
      applied: 0,
      alreadyApplied: 0,
      counts: { promoted: 30 },
      closed: false,
      undecided: { names: ['Kabir Singh'], count: 1 },
    });
    render(
      <CloseClassYear
        className="Class 7-A"
        yearLabel="2025-26"
        summary="30 promoted"
        canClose
        onClose={onClose}
      />,
    );
    expect(
      screen.getByText(
        'Every student of Class 7-A on the roll has been applied for 2025-26 (30 promoted), but its year is not closed yet.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close the year for this class' }));
    expect(onClose).toHaveBeenCalledOnce();
    const list = await screen.findByRole('list', { name: 'Students without a decision' });
    expect(list).toHaveTextContent('Kabir Singh');
  });

  it('is not offered while the year is not open to the user', () => {
    render(
      <CloseClassYear
        className="Class 7-A"
        yearLabel="2026-27"
        summary="30 promoted"
        canClose={false}
        onClose={closeWith({ applied: 0, alreadyApplied: 0, counts: {}, closed: true })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Close the year for this class' })).toBeDisabled();
  });
});
