import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { directoryEntry } from './fixtures';
import { UrlDirectory } from './UrlDirectory';
import { cardNames } from './testing/card-names';
import { testDirectory } from './testing/test-directory';

const TODAY = new Date('2025-07-01T12:00:00Z');
const ENTRIES = [
  directoryEntry({ id: 'a', name: 'Aarav Sharma', gender: 'male', dateOfBirth: '2017-03-10' }),
  directoryEntry({ id: 'd', name: 'Diya Verma', gender: 'female', dateOfBirth: '2010-01-20' }),
  directoryEntry({ id: 'm', name: 'Meera Devi', gender: 'female', dateOfBirth: '2014-07-02' }),
];

function CurrentSearch() {
  return <output aria-label="URL search">{useLocation().search}</output>;
}

function renderAt(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/students"
          element={
            <>
              <Link to="/students">Student Directory</Link>
              <UrlDirectory directory={testDirectory(ENTRIES)} today={TODAY} />
              <CurrentSearch />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const urlSearch = () => screen.getByRole('status', { name: 'URL search' }).textContent;
describe('UrlDirectory', { timeout: 30_000 }, () => {
  it('reads the view, search, filters and sort from the URL on mount', async () => {
    renderAt('/students?view=table&q=e&gender=female&age=5-10&sort=name&dir=desc');
    // The table view loads when first shown.
    expect(await screen.findByRole('table', { name: 'Students' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Grid View' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search students' })).toHaveValue('e');
    // Advanced filters from a link open their panel, with the values set.
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
    expect(screen.getByRole('combobox', { name: 'Age Range' })).toHaveValue('5-10');
    expect(screen.getByRole('button', { name: 'Advanced Filters (2)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove filter Gender: Female' })).toBeVisible();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('span')?.textContent),
    ).toEqual(['Meera Devi']);
  });

  it('ignores values it does not know', async () => {
    renderAt('/students?view=cards&gender=robot&page=zero');
    expect(screen.getByRole('button', { name: 'Table View' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Advanced Filters' })).toBeVisible();
    expect(await cardNames()).toHaveLength(3);
  });

  it('writes each change into the URL, and takes a link to /students as a fresh start', async () => {
    const user = renderAt('/students');
    expect(urlSearch()).toBe('');

    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'verm');
    expect(await cardNames()).toEqual(['Diya Verma']);
    // Typing reaches the URL when the typist pauses.
    await waitFor(() => expect(urlSearch()).toBe('?q=verm'), { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Table View' }));
    expect(urlSearch()).toBe('?view=table&q=verm');

    await user.click(await screen.findByRole('button', { name: /^Name/ }));
    expect(urlSearch()).toBe('?view=table&q=verm&dir=desc');

    await user.click(screen.getByRole('button', { name: /^Advanced Filters/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    expect(urlSearch()).toBe('?view=table&q=verm&gender=female&dir=desc');

    await user.click(screen.getByRole('link', { name: 'Student Directory' }));
    expect(urlSearch()).toBe('');
    expect(screen.getByRole('textbox', { name: 'Search students' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Table View' })).toBeVisible();
    expect(await cardNames()).toHaveLength(3);
  });

  it('keeps the class, section, social category, CWSN and columns in the URL', async () => {
    const user = renderAt(
      '/students?view=table&edu=10th+Standard&section=B&social=unrecorded&cwsn=yes&cols=cwsn',
    );
    // No student matches all of these.
    expect(await screen.findByText('No students found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Advanced Filters (4)' })).toBeVisible();
    // A section from a link is shown, though no student of the class has it.
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B');
    expect(screen.getByRole('combobox', { name: 'Social Category' })).toHaveValue('unrecorded');
    expect(screen.getByRole('combobox', { name: 'Child with special needs' })).toHaveValue('yes');
    expect(
      within(screen.getByRole('group', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Education Level: 10th Standard',
      'Section: B',
      'Social Category: Not recorded',
      'Child with special needs: Yes',
      'Clear All',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Section: B' }));
    await user.click(
      screen.getByRole('button', { name: 'Remove filter Child with special needs: Yes' }),
    );
    expect(urlSearch()).toBe('?view=table&edu=10th+Standard&social=unrecorded&cols=cwsn');
    expect(await screen.findByRole('columnheader', { name: 'CWSN' })).toBeVisible();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('span')?.textContent),
    ).toEqual(['Aarav Sharma', 'Diya Verma', 'Meera Devi']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Section' }));
    await user.keyboard('{Escape}');
    expect(urlSearch()).toBe('?view=table&edu=10th+Standard&social=unrecorded&cols=section%2Ccwsn');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(urlSearch()).toBe('?view=table&cols=section%2Ccwsn');
  });
});
