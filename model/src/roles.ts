/** Roles are held per organization, in the member document (docs/product.md, "Roles"). */
export const ROLES = ['super_admin', 'org_user', 'end_user'] as const;
export type Role = (typeof ROLES)[number];

/** Invitations and role changes offer only these two; a super_admin is made by creating an org. */
export const INVITABLE_ROLES = ['end_user', 'org_user'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export const DEFAULT_INVITE_ROLE: InvitableRole = 'end_user';

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  org_user: 'Organization User',
  end_user: 'End User',
};

/**
 * Badge colours (docs/product.md, "Roles"): super_admin red, org_user blue, end_user green, as MUI
 * palette names (the theme's primary colour is green, so blue is MUI's "info").
 */
export const ROLE_COLORS: Record<Role, 'error' | 'info' | 'success'> = {
  super_admin: 'error',
  org_user: 'info',
  end_user: 'success',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a stored role is one an invitation may give (what the invite schemas accept). */
export function isInvitableRole(value: unknown): value is InvitableRole {
  return (INVITABLE_ROLES as readonly unknown[]).includes(value);
}

/** Staff roles may see and edit student records; end users see only the dashboard. */
export function canSeeStudents(role: Role | undefined): boolean {
  return role !== undefined && (STAFF_ROLES as readonly Role[]).includes(role);
}

export function canManageOrganization(role: Role | undefined): boolean {
  return role === 'super_admin';
}

/** Staff: the roles that see and edit student records (docs/product.md, "Roles"). */
export const STAFF_ROLES = ['super_admin', 'org_user'] as const satisfies readonly Role[];
