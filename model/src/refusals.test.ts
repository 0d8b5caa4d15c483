import { describe, expect, it } from 'vitest';
import { isRefusalDetails, refusalText } from './refusals';

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
