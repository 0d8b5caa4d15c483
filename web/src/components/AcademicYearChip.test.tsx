import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { activateLanguage } from '../lib/i18n/store';
import { OrganizationsContext, type OrganizationsState } from '../lib/session/current-organization';
import { AcademicYearChip } from './AcademicYearChip';

const organization = (academicYearStartMonth?: number): Organization => ({
  id: 'org-1',
  ...organizationDocSchema.parse({
    name: 'Sunrise School',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    createdBy: 'asha',
    academicYearStartMonth,
  }),
});

function renderChip(org: Organization | undefined) {
  const state: OrganizationsState = {
    memberships: [{ orgId: 'org-1', role: 'end_user' }],
    organizations: { 'org-1': org },
    current: { orgId: 'org-1', role: 'end_user', organization: org },
    restoring: false,
    reopenedId: undefined,
    select: vi.fn(),
    forget: vi.fn(),
    error: undefined,
  };
  return render(
    <I18nProvider>
      <OrganizationsContext.Provider value={state}>
        <Suspense fallback="…">
          <AcademicYearChip />
        </Suspense>
      </OrganizationsContext.Provider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  // 28 November 2026, 23:00 in India (17:30 UTC): still 28 November there.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T17:30:00Z'));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => activateLanguage('en'));
});

describe('AcademicYearChip', () => {
  it("shows the organization's year, read as 'Academic year 2026-27'", () => {
    renderChip(organization());
    const chip = screen.getByTestId('academic-year');
    expect(chip).toHaveTextContent(/^Academic year 2026-27$/);
    expect(screen.getByText('Academic year')).toHaveStyle({ position: 'absolute' });
  });

  it('follows the start month the organization chose', () => {
    renderChip(organization(1));
    expect(screen.getByTestId('academic-year')).toHaveTextContent(/^Academic year 2026$/);
    cleanup();
    // A year that starts in December began in December 2025.
    renderChip(organization(12));
    expect(screen.getByTestId('academic-year')).toHaveTextContent(/^Academic year 2025-26$/);
  });

  it('waits for the organization document rather than guess April', () => {
    renderChip(undefined);
    expect(screen.queryByTestId('academic-year')).not.toBeInTheDocument();
  });

  it("turns to the new year at India's midnight on its first day, without a reload", () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // 31 March 2027, 23:59:30 in India: the last seconds of 2026-27.
    vi.setSystemTime(new Date('2027-03-31T18:29:30Z'));
    renderChip(organization());
    expect(screen.getByTestId('academic-year')).toHaveTextContent(/^Academic year 2026-27$/);
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByTestId('academic-year')).toHaveTextContent(/^Academic year 2027-28$/);
  });

  it('catches up when the page is shown again after the phone slept through midnight', () => {
    vi.setSystemTime(new Date('2027-03-31T12:00:00Z'));
    renderChip(organization());
    expect(screen.getByTestId('academic-year')).toHaveTextContent(/^Academic year 2026-27$/);
    // Asleep: no timer ran, the clock moved on.
    vi.setSystemTime(new Date('2027-04-01T03:00:00Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByTestId('academic-year')).toHaveTextContent(/^Academic year 2027-28$/);
  });

  it('is read in Hindi as शैक्षणिक सत्र', async () => {
    await act(() => activateLanguage('hi'));
    renderChip(organization());
    expect(await screen.findByTestId('academic-year')).toHaveTextContent(/^शैक्षणिक सत्र 2026-27$/);
  });
});
