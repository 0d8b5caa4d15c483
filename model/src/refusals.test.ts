import { describe, expect, it } from 'vitest';
import { isRefusalDetails, refusalListValues, refusalLists, refusalText } from './refusals';

describe('refusalText', () => {
  it('words the action and the roles of a refusal in English', () => {
    expect(
      refusalText('onlyRoles', {
        roles: 'super_admin,org_user',
        action: 'importStudents',
        org: 'Sunrise School',
      }),
    ).toBe('Only a Super Admin or Organization User can import students in Sunrise School.');
    expect(refusalText('verifyEmailTo', { action: 'makeSuperAdmins' })).toMatch(
      /^Verify your email address to make members Super Admin: open the link/,
    );
  });

  it('chooses the plural form by count', () => {
    expect(refusalText('countersCheckedRecently', { count: 1 })).toBe(
      'The counters were checked less than 10 minutes ago. Try again in 1 minute.',
    );
    expect(refusalText('countersCheckedRecently', { count: 7 })).toMatch(/in 7 minutes\.$/);
  });

  it('keeps the Super Admin label inside the texts', () => {
    expect(refusalText('keepSuperAdmin', { org: 'Sunrise School' })).toBe(
      'Sunrise School must keep at least one Super Admin.',
    );
  });
});

describe('isRefusalDetails', () => {
  it('accepts only a known key with values', () => {
    expect(isRefusalDetails({ message: 'ownRole' })).toBe(true);
    expect(isRefusalDetails({ message: 'notMember', values: { org: 'x' } })).toBe(true);
    expect(isRefusalDetails({ message: 'toString' })).toBe(false);
    expect(isRefusalDetails({ message: 'ownRole', values: 'x' })).toBe(false);
    expect(isRefusalDetails(null)).toBe(false);
  });
});

describe('refusal lists', () => {
  it('joins the entries in English, or as another wording says them', () => {
    const lists = {
      problems: [
        { path: 'name', text: 'Name is required' },
        { path: 'rows.2', text: 'x' },
      ],
    };
    expect(refusalListValues(lists)).toEqual({ problems: 'name: Name is required; rows.2: x' });
    expect(refusalListValues(lists, (_, entry) => entry.text.toUpperCase())).toEqual({
      problems: 'NAME IS REQUIRED; X',
    });
    expect(refusalListValues({ clashes: [{ row: 4, text: 'y' }] })).toEqual({
      clashes: 'Row 4: y',
    });
  });

  it('keeps only the well-formed lists of details', () => {
    const entries = [{ row: 2, text: 'y' }];
    expect(refusalLists({ message: 'invalidRequest', lists: { clashes: entries } })).toEqual({
      clashes: entries,
    });
    const odd = { clashes: [{ row: 2 }], problems: 'x', toString: [] } as never;
    expect(refusalLists({ message: 'invalidRequest', lists: odd })).toEqual({});
    expect(refusalLists({ message: 'invalidRequest' })).toEqual({});
  });

  it('says the admission number refusal with the count of the rows not listed', () => {
    const clashes = 'Row 2: a; Row 3: b';
    expect(refusalText('admissionNumbersTaken', { clashes })).toBe(
      'Admission numbers must be unique in the organization. Row 2: a; Row 3: b. Nothing of this batch was imported.',
    );
    expect(refusalText('admissionNumbersTakenAndMore', { clashes, count: 1 })).toMatch(
      /Row 3: b; and 1 more row\. Nothing/,
    );
  });
});
