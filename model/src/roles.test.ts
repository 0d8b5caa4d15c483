import { describe, expect, it } from 'vitest';
import {
  canManageOrganization,
  canSeeStudents,
  DEFAULT_INVITE_ROLE,
  INVITABLE_ROLES,
  isInvitableRole,
  isRole,
  ROLE_COLORS,
  ROLE_LABELS,
  ROLES,
} from './roles';

describe('roles', () => {
  it('has the three roles of docs/product.md with their badge colours and labels', () => {
    expect(ROLES).toEqual(['super_admin', 'org_user', 'end_user']);
    expect(ROLE_COLORS).toEqual({ super_admin: 'error', org_user: 'info', end_user: 'success' });
    expect(ROLE_LABELS.org_user).toBe('Organization User');
    expect(ROLE_LABELS.end_user).toBe('End User');
  });

  it('invites only end_user and org_user, end_user by default', () => {
    expect([...INVITABLE_ROLES].sort()).toEqual(['end_user', 'org_user']);
    expect(DEFAULT_INVITE_ROLE).toBe('end_user');
  });

  it('lets staff see students and only super_admin manage the organization', () => {
    expect(ROLES.filter(canSeeStudents)).toEqual(['super_admin', 'org_user']);
    expect(canSeeStudents(undefined)).toBe(false);
    expect(ROLES.filter(canManageOrganization)).toEqual(['super_admin']);
  });

  it('recognises roles exactly', () => {
    expect(isRole('org_user')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole('SUPER_ADMIN')).toBe(false);
  });

  it('recognises invitable roles exactly: a super_admin is never invited', () => {
    expect(ROLES.filter(isInvitableRole)).toEqual(['org_user', 'end_user']);
    expect(isInvitableRole('ORG_USER')).toBe(false);
    expect(isInvitableRole(undefined)).toBe(false);
  });
});
