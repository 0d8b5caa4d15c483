import { describe, expect, it } from 'vitest';
import { DEFAULT_DIRECTORY_FILTERS, NOT_RECORDED } from '@village/model/directory';
import {
  DEFAULT_DIRECTORY_STATE,
  directorySearchParams,
  parseDirectoryState,
  sortedBy,
  withColumns,
  withFilters,
  withoutFilter,
  withoutFilters,
  withPage,
  withRowsPerPage,
  withView,
  type DirectoryState,
} from './directory-state';

const parse = (search: string) => parseDirectoryState(new URLSearchParams(search));

const everything: DirectoryState = {
  view: 'table',
  filters: {
    search: 'Aarav Sharma & co',
    category: 'secondary',
    educationLevel: '10th Standard',
    section: 'B',
    ageRange: '21+',
    gender: 'female',
    socialCategory: 'obc',
    cwsn: 'yes',
    location: 'Narela, Delhi',
    school: 'Public',
  },
  sort: 'age',
  direction: 'desc',
  page: 3,
  rowsPerPage: 100,
  columns: ['section', 'cwsn'],
};

describe('directory URL state', () => {
  it('leaves the defaults out of the URL, so /students is the default directory', () => {
    expect(directorySearchParams(DEFAULT_DIRECTORY_STATE).toString()).toBe('');
    expect(parse('')).toEqual(DEFAULT_DIRECTORY_STATE);
  });

  it('round-trips every part of the state through the search parameters', () => {
    const search = directorySearchParams(everything).toString();
    expect(search).toBe(
      'view=table&q=Aarav+Sharma+%26+co&level=secondary&edu=10th+Standard&section=B&age=21%2B' +
        '&gender=female&social=obc&cwsn=yes&location=Narela%2C+Delhi&school=Public&sort=age' +
        '&dir=desc&page=4&rows=100&cols=section%2Ccwsn',
    );
    expect(parse(search)).toEqual(everything);
  });

  it('round-trips each age range and each single filter on its own', () => {
    for (const ageRange of ['5-10', '11-15', '16-20', '21+']) {
      const state = withFilters(DEFAULT_DIRECTORY_STATE, { ageRange });
      expect(parse(directorySearchParams(state).toString())).toEqual(state);
    }
    const grid = withPage(withFilters(DEFAULT_DIRECTORY_STATE, { gender: 'other' }), 2);
    expect(parse(directorySearchParams(grid).toString())).toEqual(grid);
  });

  it('round-trips each social category and CWSN choice, "not recorded" included', () => {
    for (const socialCategory of ['general', 'sc', 'st', 'obc', NOT_RECORDED] as const) {
      const state = withFilters(DEFAULT_DIRECTORY_STATE, { socialCategory });
      expect(parse(directorySearchParams(state).toString())).toEqual(state);
    }
    for (const cwsn of ['yes', 'no', NOT_RECORDED] as const) {
      const state = withFilters(DEFAULT_DIRECTORY_STATE, { cwsn });
      expect(parse(directorySearchParams(state).toString())).toEqual(state);
    }
    expect(parse('social=unrecorded&cwsn=no').filters).toMatchObject({
      socialCategory: NOT_RECORDED,
      cwsn: 'no',
    });
  });

  it('reads the columns named, known ones only, each once, in the table order', () => {
    expect(parse('cols=cwsn,bogus,section,cwsn').columns).toEqual(['section', 'cwsn']);
    expect(parse('cols=').columns).toEqual([]);
    const all = withColumns(DEFAULT_DIRECTORY_STATE, [
      'cwsn',
      'admissionNumber',
      'socialCategory',
      'section',
    ]);
    expect(all.columns).toEqual(['section', 'admissionNumber', 'socialCategory', 'cwsn']);
    expect(directorySearchParams(all).toString()).toBe(
      'cols=section%2CadmissionNumber%2CsocialCategory%2Ccwsn',
    );
    expect(parse(directorySearchParams(all).toString())).toEqual(all);
  });

  it('reads unknown or hand-edited values as their defaults', () => {
    expect(
      parse(
        'view=cards&level=college&edu=11th&age=30-40&gender=x&sort=email&dir=up&page=-2&rows=7',
      ),
    ).toEqual(DEFAULT_DIRECTORY_STATE);
    expect(parse('social=obc2&cwsn=maybe&cols=aadhaar')).toEqual(DEFAULT_DIRECTORY_STATE);
    expect(parse('page=2.5').page).toBe(0);
    expect(parse('page=abc').page).toBe(0);
    expect(parse('page=99999999').page).toBe(0);
    expect(parse('page=3').page).toBe(2);
    expect(parse(`q=${'x'.repeat(1000)}`).filters.search).toHaveLength(200);
  });

  it('keeps filter values as typed (spaces and case), for the input to show them', () => {
    expect(parse('location=%20Narela%20').filters.location).toBe(' Narela ');
    expect(parse('q=AARAV').filters.search).toBe('AARAV');
  });
});

describe('directory state changes', () => {
  const onPage3 = { ...everything, page: 2 };

  it('goes back to the first page when what is listed changes', () => {
    expect(withFilters(onPage3, { gender: 'male' }).page).toBe(0);
    expect(withView(onPage3, 'grid')).toMatchObject({ view: 'grid', page: 0 });
    expect(withRowsPerPage(onPage3, 50)).toMatchObject({ rowsPerPage: 50, page: 0 });
    expect(sortedBy(onPage3, 'name').page).toBe(0);
  });

  it('keeps the page when only the columns change', () => {
    expect(withColumns(onPage3, ['section'])).toMatchObject({ page: 2, columns: ['section'] });
  });

  it("drops the section with its class: another class, none, or the class's chip removed", () => {
    expect(withFilters(everything, { educationLevel: '9th Standard' }).filters.section).toBe('');
    expect(withFilters(everything, { educationLevel: 'all' }).filters.section).toBe('');
    expect(withoutFilter(everything, 'educationLevel').filters.section).toBe('');
    expect(withFilters(everything, { gender: 'male' }).filters.section).toBe('B');
    expect(withoutFilter(everything, 'section').filters.educationLevel).toBe('10th Standard');
  });

  it('removes one filter, or all of them while keeping the search', () => {
    expect(withoutFilter(everything, 'gender').filters).toEqual({
      ...everything.filters,
      gender: 'all',
    });
    expect(withoutFilters(everything).filters).toEqual({
      ...DEFAULT_DIRECTORY_FILTERS,
      search: everything.filters.search,
    });
  });

  it('sorts a new column ascending and flips the current one', () => {
    const byAge = sortedBy(DEFAULT_DIRECTORY_STATE, 'age');
    expect(byAge).toMatchObject({ sort: 'age', direction: 'asc' });
    expect(sortedBy(byAge, 'age')).toMatchObject({ sort: 'age', direction: 'desc' });
    expect(sortedBy(sortedBy(byAge, 'age'), 'age').direction).toBe('asc');
    expect(sortedBy(DEFAULT_DIRECTORY_STATE, 'name').direction).toBe('desc');
  });
});
