import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '@village/model/directory';
import { DEFAULT_DIRECTORY_STATE, type DirectoryState } from './directory-state';
import { DirectoryView } from './DirectoryView';
import { CARDS_PER_DRAW } from './StudentGrid';
import { directoryEntry } from './fixtures';
import { cardNames, directorySettled } from './testing/card-names';
import { testDirectory } from './testing/test-directory';

/** Ages below are on this day: born 2014-06-15 is 11, born 2014-07-02 is still 10. */
const TODAY = new Date('2025-07-01T12:00:00Z');

const STUDENTS: DirectoryEntry[] = [
  directoryEntry({
    id: 'aarav',
    name: 'Aarav Sharma',
    school: 'Narela Government Public School',
    address: 'House 12, Main Road, Narela',
    educationLevel: '3rd Standard',
    gender: 'male',
    dateOfBirth: '2017-03-10', // 8
    parentName: 'Rajesh Sharma',
    parentContact: '+919876543210',
  }),
  directoryEntry({
    id: 'diya',
    name: 'Diya Verma',
    school: 'Bawana Model School',
    address: 'Pocket 4, Bawana',
    educationLevel: '10th Standard',
    gender: 'female',
    dateOfBirth: '2010-01-20', // 15
    parentName: 'Sunita Verma',
  }),
  directoryEntry({
    id: 'kabir',
    name: 'Kabir Khan',
    school: 'Delhi University',
    address: 'Alipur Village',
    educationLevel: 'B.Sc',
    course: 'Computer Science',
    gender: 'male',
    dateOfBirth: '2003-11-05', // 21
    status: 'graduated',
    parentName: 'Imran Khan',
  }),
  directoryEntry({
    id: 'meera',
    name: 'Meera Devi',
    school: 'Narela Public School',
    address: 'Sector 5, Narela',
    educationLevel: '5th Standard',
    gender: 'female',
    dateOfBirth: '2014-07-02', // 10
    parentName: 'Gita Devi',
  }),
  directoryEntry({
    id: 'zoya',
    name: 'Zoya Ali',
    school: 'Alipur Academy',
    address: 'Near the Temple, Holambi Kalan',
    educationLevel: '7th Standard',
    gender: 'other',
    dateOfBirth: '2014-06-15', // 11
    parentName: 'Salim Ali',
  }),
];

function Harness({
  entries = STUDENTS,
  initial = DEFAULT_DIRECTORY_STATE,
  pendingIds,
}: {
  entries?: DirectoryEntry[];
  initial?: DirectoryState;
  pendingIds?: ReadonlySet<string>;
}) {
  const [state, setState] = useState(initial);
  const [directory] = useState(() => testDirectory(entries));
  return (
    <DirectoryView
      directory={directory}
      pendingIds={pendingIds}
      state={state}
      onStateChange={setState}
      today={TODAY}
    />
  );
}

function renderDirectory(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/students']}>
      <Harness {...props} />
    </MemoryRouter>,
  );
  return user;
}

/**
 * The names of the table's rows, in order (the first span of the row header; chips follow), once
 * the directory has answered its query.
 */
async function rowNames() {
  await directorySettled();
  return within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent);
}

const search = () => screen.getByRole('textbox', { name: 'Search students' });
const advancedButton = () => screen.getByRole('button', { name: /^Advanced Filters/ });

async function openAdvanced(user: ReturnType<typeof userEvent.setup>) {
  if (advancedButton().getAttribute('aria-expanded') !== 'true') await user.click(advancedButton());
}

// Typing in the test DOM on a busy 2-core machine takes seconds: room for it, no short waits.
describe('DirectoryView', { timeout: 30_000 }, () => {
  it('lists every student as a card, by name, with its details and links', async () => {
    renderDirectory({ pendingIds: new Set(['diya']) });
    expect(await cardNames()).toEqual([
      'Aarav Sharma',
      'Diya Verma',
      'Kabir Khan',
      'Meera Devi',
      'Zoya Ali',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 students');

    const aarav = screen.getByRole('article', { name: 'Aarav Sharma' });
    expect(within(aarav).getByText('AS')).toBeInTheDocument();
    expect(within(aarav).getByText('3rd Standard')).toBeInTheDocument();
    expect(within(aarav).getByText('Narela Government Public School')).toBeInTheDocument();
    expect(within(aarav).getByText('House 12, Main Road, Narela')).toBeInTheDocument();
    expect(within(aarav).getByText('Rajesh Sharma')).toBeInTheDocument();
    expect(within(aarav).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(aarav).getByRole('link', { name: 'View Aarav Sharma' })).toHaveAttribute(
      'href',
      '/student/aarav',
    );
    expect(within(aarav).getByRole('link', { name: 'Edit Aarav Sharma' })).toHaveAttribute(
      'href',
      '/edit-student/aarav',
    );

    const kabir = screen.getByRole('article', { name: 'Kabir Khan' });
    expect(within(kabir).getByText('B.Sc Computer Science')).toBeInTheDocument();
    expect(within(kabir).getByText('Graduated')).toBeInTheDocument();
    expect(within(aarav).queryByText('Graduated')).not.toBeInTheDocument();

    const diya = screen.getByRole('article', { name: 'Diya Verma' });
    expect(within(diya).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(aarav).queryByText('Waiting to sync')).not.toBeInTheDocument();
  });

  it('searches inside the name or the school, whatever the case', async () => {
    const user = renderDirectory();
    expect(search()).toHaveAttribute('placeholder', 'Search by name or school...');

    await user.type(search(), 'SHARM');
    expect(await cardNames()).toEqual(['Aarav Sharma']);

    await user.clear(search());
    await user.type(search(), 'model');
    expect(await cardNames()).toEqual(['Diya Verma']);

    // Inside a word of the school, not only at its start: "Government" and "University".
    await user.clear(search());
    await user.type(search(), 'ERN');
    expect(await cardNames()).toEqual(['Aarav Sharma']);

    await user.clear(search());
    await user.type(search(), 'narela');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);

    // The address is not searched (that is the Location filter's job).
    await user.clear(search());
    await user.type(search(), 'Temple');
    expect(await cardNames()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(await cardNames()).toHaveLength(5);
  });

  it('filters by the level dropdown, counted and shown as a chip', async () => {
    const user = renderDirectory();
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Levels', 'Primary (1st-5th)', 'Secondary (6th-12th)', 'Higher Education']);

    await user.selectOptions(level, 'primary');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);
    expect(advancedButton()).toHaveTextContent('Advanced Filters (1)');
    expect(screen.getByRole('button', { name: 'Remove filter Level: Primary' })).toBeVisible();

    await user.selectOptions(level, 'secondary');
    expect(await cardNames()).toEqual(['Diya Verma', 'Zoya Ali']);
    await user.selectOptions(level, 'higher');
    expect(await cardNames()).toEqual(['Kabir Khan']);

    // Setting it back to all removes the filter.
    await user.selectOptions(level, 'all');
    expect(await cardNames()).toHaveLength(5);
    expect(advancedButton()).toHaveTextContent(/^Advanced Filters$/);
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('opens and closes the Advanced Filters panel', async () => {
    const user = renderDirectory();
    expect(advancedButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Gender' })).not.toBeInTheDocument();
    await user.click(advancedButton());
    expect(advancedButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Advanced filters' });
    expect(advancedButton()).toHaveAttribute('aria-controls', panel.id);
    for (const name of ['Education Level', 'Age Range', 'Gender'])
      expect(within(panel).getByRole('combobox', { name })).toHaveValue('all');
    for (const name of ['Location', 'School'])
      expect(within(panel).getByRole('textbox', { name })).toHaveValue('');
    expect(
      within(screen.getByRole('combobox', { name: 'Education Level' })).getAllByRole('option'),
    ).toHaveLength(27);
    expect(
      within(screen.getByRole('combobox', { name: 'Age Range' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Ages', '5-10 years', '11-15 years', '16-20 years', '21+ years']);
    expect(
      within(screen.getByRole('combobox', { name: 'Gender' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Genders', 'Male', 'Female', 'Other']);
    await user.click(advancedButton());
    expect(advancedButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by education level', async () => {
    const user = renderDirectory();
    await openAdvanced(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Education Level' }), 'B.Sc');
    expect(await cardNames()).toEqual(['Kabir Khan']);
    expect(
      screen.getByRole('button', { name: 'Remove filter Education Level: B.Sc' }),
    ).toBeVisible();
  });

  it('filters by age range, computed from the date of birth', async () => {
    const user = renderDirectory();
    await openAdvanced(user);
    const age = screen.getByRole('combobox', { name: 'Age Range' });

    // Meera turns 11 tomorrow, Zoya turned 11 a fortnight ago.
    await user.selectOptions(age, '5-10');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);
    await user.selectOptions(age, '11-15');
    expect(await cardNames()).toEqual(['Diya Verma', 'Zoya Ali']);
    expect(screen.getByRole('button', { name: 'Remove filter Age: 11-15 years' })).toBeVisible();
    await user.selectOptions(age, '16-20');
    expect(await cardNames()).toEqual([]);
    await user.selectOptions(age, '21+');
    expect(await cardNames()).toEqual(['Kabir Khan']);
  });

  it('leaves students without a date of birth out of an age range', async () => {
    const user = renderDirectory({
      entries: [
        directoryEntry({ id: 'a', name: 'No Birthday', dateOfBirth: null }),
        directoryEntry({ id: 'b', name: 'Ten Years', dateOfBirth: '2015-01-01' }),
      ],
    });
    await openAdvanced(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age Range' }), '5-10');
    expect(await cardNames()).toEqual(['Ten Years']);
  });

  it('filters by gender', async () => {
    const user = renderDirectory();
    await openAdvanced(user);
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    await user.selectOptions(gender, 'female');
    expect(await cardNames()).toEqual(['Diya Verma', 'Meera Devi']);
    expect(screen.getByRole('button', { name: 'Remove filter Gender: Female' })).toBeVisible();
    await user.selectOptions(gender, 'other');
    expect(await cardNames()).toEqual(['Zoya Ali']);
  });

  it('filters by location: text inside the address, whatever the case', async () => {
    const user = renderDirectory();
    await openAdvanced(user);
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'NARELA');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);
    expect(screen.getByRole('button', { name: 'Remove filter Location: NARELA' })).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Location' }));
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'kalan');
    expect(await cardNames()).toEqual(['Zoya Ali']);
  });

  it('filters by school: text inside the school name', async () => {
    const user = renderDirectory();
    await openAdvanced(user);
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'public');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);
    expect(screen.getByRole('button', { name: 'Remove filter School: public' })).toBeVisible();
    // The school filter does not look at names.
    await user.clear(screen.getByRole('textbox', { name: 'School' }));
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'Sharma');
    expect(await cardNames()).toEqual([]);
  });

  it('combines filters, counts them, removes one by its chip and all with Clear All', async () => {
    const user = renderDirectory();
    await user.type(search(), 'v'); // not Zoya Ali of Alipur Academy
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'primary');
    await openAdvanced(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Narela');
    expect(advancedButton()).toHaveTextContent('Advanced Filters (3)');
    expect(await cardNames()).toEqual(['Meera Devi']);
    const chips = within(screen.getByRole('group', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Level: Primary',
      'Gender: Female',
      'Location: Narela',
      'Clear All',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Gender: Female' }));
    expect(advancedButton()).toHaveTextContent('Advanced Filters (2)');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('all');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);

    // The chip also goes with the keyboard.
    screen.getByRole('button', { name: 'Remove filter Location: Narela' }).focus();
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    expect(advancedButton()).toHaveTextContent('Advanced Filters (1)');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(advancedButton()).toHaveTextContent(/^Advanced Filters$/);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('all');
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    // The search is not a filter: it stays, with its own clear button.
    expect(search()).toHaveValue('v');
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Diya Verma', 'Kabir Khan', 'Meera Devi']);
  });

  it('says No students found with the hint when nothing matches', async () => {
    const user = renderDirectory();
    await user.type(search(), 'qqq');
    await directorySettled();
    expect(screen.getByText('No students found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add New Student' })).not.toBeInTheDocument();
  });

  it('gives the search hint to an organization without students once a search is typed', async () => {
    const user = renderDirectory({ entries: [] });
    expect(await screen.findByText('No student records have been added yet.')).toBeVisible();
    await user.type(search(), 'qqq');
    expect(await screen.findByText('Try adjusting your search terms or filters')).toBeVisible();
    expect(screen.queryByText('No student records have been added yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Student' })).not.toBeInTheDocument();
  });

  it('offers Add New Student to an organization without students', async () => {
    renderDirectory({ entries: [] });
    // Once the directory's engine has answered.
    expect(await screen.findByText('No students found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add New Student' })).toHaveAttribute(
      'href',
      '/add-student',
    );
  });

  it('shows 24 cards, then more on Show more', async () => {
    const entries = Array.from({ length: 30 }, (_, index) =>
      directoryEntry({ id: `s${index}`, name: `Student ${index + 1}` }),
    );
    const user = renderDirectory({ entries });
    // The cards follow the directory a few per task (StudentGrid): none in its first draw.
    const drawn = () => screen.queryAllByRole('article').length;
    expect(drawn()).toBe(0);
    await waitFor(() => expect(drawn()).toBeGreaterThanOrEqual(CARDS_PER_DRAW));
    expect(await cardNames()).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 30 students');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const names = await cardNames();
    expect(names).toHaveLength(30);
    expect(names[29]).toBe('Student 30');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 of 30 students');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('toggles to a sortable Table View and back', async () => {
    const user = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Table View' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // The table view loads when first shown.
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name, sorted ascending',
      'Student ID',
      'Level',
      'School',
      'Age',
      'Gender',
      'Parent',
      'Contact',
      'Actions',
    ]);
    expect(await rowNames()).toEqual([
      'Aarav Sharma',
      'Diya Verma',
      'Kabir Khan',
      'Meera Devi',
      'Zoya Ali',
    ]);
    const aaravRow = screen.getByRole('row', { name: /Aarav Sharma/ });
    expect(within(aaravRow).getByRole('cell', { name: '8' })).toBeInTheDocument();
    expect(within(aaravRow).getByRole('link', { name: 'View Aarav Sharma' })).toHaveAttribute(
      'href',
      '/student/aarav',
    );
    expect(within(aaravRow).getByRole('link', { name: 'Edit Aarav Sharma' })).toHaveAttribute(
      'href',
      '/edit-student/aarav',
    );

    // Youngest first, then oldest first.
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(await rowNames()).toEqual([
      'Aarav Sharma',
      'Meera Devi',
      'Zoya Ali',
      'Diya Verma',
      'Kabir Khan',
    ]);
    expect(screen.getByRole('columnheader', { name: /^Age/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /^Age/ }));
    expect(await rowNames()).toEqual([
      'Kabir Khan',
      'Diya Verma',
      'Zoya Ali',
      'Meera Devi',
      'Aarav Sharma',
    ]);
    expect(screen.getByRole('columnheader', { name: /^Age/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'School' }));
    expect(await rowNames()).toEqual([
      'Zoya Ali',
      'Diya Verma',
      'Kabir Khan',
      'Aarav Sharma',
      'Meera Devi',
    ]);

    // Filters apply to the table too.
    await user.type(search(), 'narela');
    expect(await rowNames()).toEqual(['Aarav Sharma', 'Meera Devi']);

    await user.click(screen.getByRole('button', { name: 'Grid View' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await cardNames()).toEqual(['Aarav Sharma', 'Meera Devi']);
    expect(screen.getByRole('button', { name: 'Table View' })).toBeVisible();
  });

  it('pages the table 25 rows at a time', async () => {
    const entries = Array.from({ length: 30 }, (_, index) =>
      directoryEntry({ id: `s${index}`, name: `Student ${index + 1}` }),
    );
    const user = renderDirectory({
      entries,
      initial: { ...DEFAULT_DIRECTORY_STATE, view: 'table' },
    });
    await screen.findByRole('table', { name: 'Students' });
    expect(await rowNames()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await rowNames()).toEqual([26, 27, 28, 29, 30].map((n) => `Student ${n}`));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 30 students');
  });

  describe('class, section, social category and CWSN columns', () => {
    const CLASSES: DirectoryEntry[] = [
      directoryEntry({ id: 'a', name: 'Anil', educationLevel: '7th Standard', section: 'B' }),
      directoryEntry({
        id: 'b',
        name: 'Bina',
        educationLevel: '7th Standard',
        section: 'A',
        socialCategory: 'sc',
        cwsn: true,
        admissionNumber: 'ADM/7',
      }),
      directoryEntry({
        id: 'c',
        name: 'Chetan',
        educationLevel: '7th Standard',
        section: 'B',
        socialCategory: 'obc',
        cwsn: false,
      }),
      directoryEntry({
        id: 'd',
        name: 'Devika',
        educationLevel: '8th Standard',
        section: 'C',
        socialCategory: 'sc',
        cwsn: false,
      }),
    ];
    const combobox = (name: string) => screen.getByRole('combobox', { name });
    const optionTexts = (name: string) =>
      within(combobox(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const chipTexts = () =>
      within(screen.getByRole('group', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent);

    it('offers the sections the chosen class has, and drops the section with its class', async () => {
      const user = renderDirectory({ entries: CLASSES });
      await openAdvanced(user);
      // No class chosen: the section waits for one.
      expect(combobox('Section')).toBeDisabled();
      expect(screen.getByText('Choose the class (education level) first')).toBeVisible();

      await user.selectOptions(combobox('Education Level'), '7th Standard');
      await waitFor(() => expect(optionTexts('Section')).toEqual(['All Sections', 'A', 'B']));
      expect(combobox('Section')).toBeEnabled();
      await user.selectOptions(combobox('Section'), 'B');
      expect(await cardNames()).toEqual(['Anil', 'Chetan']);
      expect(chipTexts()).toEqual(['Education Level: 7th Standard', 'Section: B', 'Clear All']);
      expect(advancedButton()).toHaveTextContent('Advanced Filters (2)');

      await user.selectOptions(combobox('Education Level'), '8th Standard');
      await waitFor(() => expect(optionTexts('Section')).toEqual(['All Sections', 'C']));
      expect(combobox('Section')).toHaveValue('');
      expect(await cardNames()).toEqual(['Devika']);

      await user.selectOptions(combobox('Section'), 'C');
      await user.click(screen.getByRole('button', { name: 'Remove filter Section: C' }));
      expect(combobox('Education Level')).toHaveValue('8th Standard');
      expect(await cardNames()).toEqual(['Devika']);
    });

    it('filters by social category and CWSN, each a chip, cleared by Clear All', async () => {
      const user = renderDirectory({ entries: CLASSES });
      await openAdvanced(user);
      expect(optionTexts('Social Category')).toEqual([
        'All',
        'General',
        'SC',
        'ST',
        'OBC',
        'Not recorded',
      ]);
      expect(optionTexts('Child with special needs')).toEqual(['All', 'Yes', 'No', 'Not recorded']);

      await user.selectOptions(combobox('Social Category'), 'sc');
      expect(await cardNames()).toEqual(['Bina', 'Devika']);
      await user.selectOptions(combobox('Child with special needs'), 'no');
      expect(await cardNames()).toEqual(['Devika']);
      expect(chipTexts()).toEqual([
        'Social Category: SC',
        'Child with special needs: No',
        'Clear All',
      ]);

      await user.click(screen.getByRole('button', { name: 'Remove filter Social Category: SC' }));
      expect(await cardNames()).toEqual(['Chetan', 'Devika']);
      await user.selectOptions(combobox('Social Category'), 'unrecorded');
      expect(await cardNames()).toEqual([]);
      await user.selectOptions(combobox('Child with special needs'), 'unrecorded');
      expect(await cardNames()).toEqual(['Anil']);
      expect(chipTexts()).toEqual([
        'Social Category: Not recorded',
        'Child with special needs: Not recorded',
        'Clear All',
      ]);

      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(combobox('Social Category')).toHaveValue('all');
      expect(combobox('Child with special needs')).toHaveValue('all');
      expect(await cardNames()).toEqual(['Anil', 'Bina', 'Chetan', 'Devika']);
    });

    it('shows the optional columns chosen under Columns, none at first', async () => {
      const user = renderDirectory({
        entries: CLASSES,
        initial: { ...DEFAULT_DIRECTORY_STATE, view: 'table' },
      });
      const table = await screen.findByRole('table', { name: 'Students' });
      // hidden: the menu, while open, hides the page from assistive technology.
      const headers = () =>
        within(table)
          .getAllByRole('columnheader', { hidden: true })
          .map((header) => header.textContent);
      expect(headers()).not.toContain('Section');

      await user.click(screen.getByRole('button', { name: 'Columns' }));
      const menu = within(screen.getByRole('menu', { name: 'Columns shown' }));
      expect(
        menu
          .getAllByRole('menuitemcheckbox')
          .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
      ).toEqual([
        ['Section', 'false'],
        ['Admission No.', 'false'],
        ['Social Category', 'false'],
        ['CWSN', 'false'],
      ]);
      // Chosen in any order, shown in the table's.
      await user.click(menu.getByRole('menuitemcheckbox', { name: 'CWSN' }));
      await user.click(menu.getByRole('menuitemcheckbox', { name: 'Section' }));
      await user.click(menu.getByRole('menuitemcheckbox', { name: 'Social Category' }));
      await user.click(menu.getByRole('menuitemcheckbox', { name: 'Admission No.' }));
      expect(menu.getByRole('menuitemcheckbox', { name: 'CWSN' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      expect(headers().slice(-5)).toEqual([
        'Section',
        'Admission No.',
        'Social Category',
        'CWSN',
        'Actions',
      ]);
      const cells = (name: string) =>
        within(screen.getByRole('row', { name: new RegExp(name), hidden: true }))
          .getAllByRole('cell', { hidden: true })
          .slice(-5, -1)
          .map((cell) => cell.textContent);
      expect(cells('Bina')).toEqual(['A', 'ADM/7', 'SC', 'Yes']);
      expect(cells('Anil')).toEqual(['B', '—', '—', '—']);
      expect(cells('Chetan')).toEqual(['B', '—', 'OBC', 'No']);

      await user.click(menu.getByRole('menuitemcheckbox', { name: 'Admission No.' }));
      await user.keyboard('{Escape}');
      expect(headers().slice(-4)).toEqual(['Section', 'Social Category', 'CWSN', 'Actions']);
    });
  });
});
