import { describe, expect, it } from 'vitest';
import { memberDeltas } from './member-deltas';

describe('memberDeltas', () => {
  it('counts members and super_admins', () => {
    expect(memberDeltas(null, 'end_user')).toEqual({ users: 1, superAdmins: 0 });
    expect(memberDeltas(null, 'super_admin')).toEqual({ users: 1, superAdmins: 1 });
    expect(memberDeltas('super_admin', null)).toEqual({ users: -1, superAdmins: -1 });
    expect(memberDeltas('super_admin', 'org_user')).toEqual({ users: 0, superAdmins: -1 });
    expect(memberDeltas('org_user', 'end_user')).toEqual({ users: 0, superAdmins: 0 });
  });
});
