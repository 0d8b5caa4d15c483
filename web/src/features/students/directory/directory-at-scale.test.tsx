import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIRECTORY_FILTERS,
  directoryMatcher,
  type DirectoryFilters,
} from '@village/model/directory';
import { DEFAULT_DIRECTORY_STATE } from './directory-state';
import { DirectoryView } from './DirectoryView';
import { generateDirectoryEntries } from './fixtures';
import { testDirectory } from './testing/test-directory';

/**
 * Correctness at the size the directory is built for (10,000 students), not speed: each count is
 * computed independently from how fixtures.ts cycles the fields through its lists.
 */
const COUNT = 10_000;
const ENTRIES = generateDirectoryEntries(COUNT);
const TODAY = new Date('2025-07-01T00:00:00Z');
const indices = Array.from({ length: COUNT }, (_, index) => index);
const expected = (predicate: (index: number) => boolean) => indices.filter(predicate).length;

// The generator's cycles: 8 first names, 7 surnames, 5 schools, 5 places, 26 levels, 3 genders
// (none every 11th), 23 birth years from 1995 born on 15 June (none every 13th).
const surname = (i: number) => i % 7;
const school = (i: number) => i % 5;
const place = (i: number) => i % 5;
const level = (i: number) => i % 26;
const gender = (i: number) => (i % 11 === 10 ? null : i % 3);
const birthYear = (i: number) => (i % 13 === 12 ? null : 1995 + (i % 23));
const ageToday = (i: number) => {
  const year = birthYear(i);
  return year === null ? null : 2025 - year; // 15 June is before 1 July
};

const count = (filters: Partial<DirectoryFilters>) =>
  ENTRIES.filter(directoryMatcher({ ...DEFAULT_DIRECTORY_FILTERS, ...filters }, TODAY)).length;

describe('the directory at 10,000 students', () => {
  it('finds by search inside the name or the school', () => {
    // "Sharma" is surname 0; no school contains it.
    expect(count({ search: 'sharma' })).toBe(expected((i) => surname(i) === 0));
    // "Model" only in Bawana Model School (school 1).
    expect(count({ search: 'MODEL' })).toBe(expected((i) => school(i) === 1));
    // "narela" in Narela Government Public School (school 0), in no name.
    expect(count({ search: 'narela' })).toBe(expected((i) => school(i) === 0));
    expect(count({ search: 'no such text' })).toBe(0);
    expect(count({})).toBe(COUNT);
  });

  it('applies each filter and their combination', () => {
    expect(count({ category: 'primary' })).toBe(expected((i) => level(i) < 5));
    expect(count({ educationLevel: 'B.Sc' })).toBe(expected((i) => level(i) === 14));
    expect(count({ gender: 'female' })).toBe(expected((i) => gender(i) === 1));
    expect(count({ location: 'holambi' })).toBe(expected((i) => place(i) === 3));
    // "school" is in schools 0, 1 and 4, not in Delhi University or Alipur Academy.
    expect(count({ school: 'school' })).toBe(expected((i) => [0, 1, 4].includes(school(i))));
    const inRange = (min: number, max: number) => (i: number) => {
      const age = ageToday(i);
      return age !== null && age >= min && age <= max;
    };
    expect(count({ ageRange: '5-10' })).toBe(expected(inRange(5, 10)));
    expect(count({ ageRange: '11-15' })).toBe(expected(inRange(11, 15)));
    expect(count({ ageRange: '16-20' })).toBe(expected(inRange(16, 20)));
    expect(count({ ageRange: '21+' })).toBe(expected(inRange(21, Infinity)));

    const combined = count({
      category: 'secondary',
      gender: 'male',
      ageRange: '11-15',
      location: 'narela',
      search: 'school',
    });
    expect(combined).toBeGreaterThan(0);
    expect(combined).toBe(
      expected(
        (i) =>
          level(i) >= 5 &&
          level(i) < 12 &&
          gender(i) === 0 &&
          inRange(11, 15)(i) &&
          place(i) === 0 &&
          [0, 1, 4].includes(school(i)),
      ),
    );
  });

  it('renders one batch of cards and the count of all matches', async () => {
    function Harness() {
      const [state, setState] = useState(DEFAULT_DIRECTORY_STATE);
      const [directory] = useState(() => testDirectory(ENTRIES));
      return (
        <DirectoryView directory={directory} state={state} onStateChange={setState} today={TODAY} />
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    // Once the directory's engine has answered.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 10,000 students'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Students' })).getAllByRole('article'),
      ).toHaveLength(24),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'model');
    const matches = expected((i) => school(i) === 1).toLocaleString('en-IN');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Showing 24 of ${matches} students`),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  }, 60_000);
});
