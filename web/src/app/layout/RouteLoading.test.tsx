import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../lib/i18n/store';
import { PAGE_TITLES, pageTitleAt } from '../../lib/page-titles';
import { RouteLoading } from './RouteLoading';

describe('pageTitleAt', () => {
  it('knows the pages with a fixed title, with or without a trailing slash', () => {
    expect(pageTitleAt('/')).toBe(PAGE_TITLES.dashboard);
    expect(pageTitleAt('/analytics')).toBe(PAGE_TITLES.dashboard);
    expect(pageTitleAt('/students/')).toBe(PAGE_TITLES.students);
    expect(pageTitleAt('/add-student')).toBe(PAGE_TITLES.addStudent);
    expect(pageTitleAt('/edit-student/s-1')).toBe(PAGE_TITLES.editStudent);
    expect(pageTitleAt('/student/s-1')).toBe(PAGE_TITLES.studentProfile);
    expect(pageTitleAt('/student/s-1/bonafide')).toBeUndefined();
    expect(pageTitleAt('/students/import')).toBe(PAGE_TITLES.importStudents);
    expect(pageTitleAt('/organization')).toBe(PAGE_TITLES.organization);
  });

  it('has none for other pages', () => {
    for (const path of ['/signin', '/map', '/report', '/organization-selection'])
      expect(pageTitleAt(path)).toBeUndefined();
  });
});

describe('RouteLoading', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteLoading />
      </MemoryRouter>,
    );

  it("shows the page's own title and subtitle, hidden from assistive technology, and a spinner", () => {
    const { container } = renderAt('/students');
    expect(container).toHaveTextContent(PAGE_TITLES.students.title);
    expect(container).toHaveTextContent(PAGE_TITLES.students.subtitle);
    // The page's real heading comes with the page; this one is only painted.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows only the spinner where the page has no fixed title', () => {
    const { container } = renderAt('/map');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(PAGE_TITLES.students.title);
    expect(container.querySelector('h1')).toBeNull();
  });

  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it("paints the page's title and subtitle in the reader's language, from the core catalog", async () => {
    const { container } = render(
      <I18nProvider>
        <MemoryRouter initialEntries={['/student/s-1']}>
          <RouteLoading />
        </MemoryRouter>
      </I18nProvider>,
    );
    await act(() => activateLanguage('hi'));
    expect(container).toHaveTextContent('विद्यार्थी प्रोफ़ाइल');
    expect(container).toHaveTextContent('विद्यार्थी की व्यक्तिगत, शिक्षा और अभिभावक की जानकारी');
    expect(screen.getByRole('status', { name: 'लोड हो रहा है' })).toBeInTheDocument();
    // PAGE_TITLES keeps the English, for the pages that have not asked for their language yet.
    expect(PAGE_TITLES.studentProfile.title).toBe('Student Profile');
  });
});
