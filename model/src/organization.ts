import { z } from 'zod';
import { LIMITS } from './limits';
import { INVITABLE_ROLES, ROLES, type Role } from './roles';
import type { OrganizationStats } from './stats';

/** What a user types to create or edit an organization. Create is disabled on a blank name. */
export const organizationInputSchema = z.object({
  name: z.string().trim().min(1, 'Organization name is required').max(LIMITS.organizationName),
  description: z.string().trim().max(LIMITS.organizationDescription).default(''),
});
export type OrganizationInput = z.output<typeof organizationInputSchema>;

/**
 * organizations/{orgId}. Clients write name and description (and createdAt/createdBy on create);
 * the counters are written only by Cloud Functions and may be absent until they first run.
 */
export interface Organization extends OrganizationInput {
  id: string;
  createdAt: Date;
  createdBy: string;
  studentCount: number;
  userCount: number;
  superAdminCount: number;
  stats: OrganizationStats;
  /** The month ("YYYY-MM") that stats.recentAdditions counts. */
  statsMonth: string | null;
}

export const MEMBER_STATUSES = ['active'] as const;

/** organizations/{orgId}/members/{uid}: a user's role in one organization. */
export interface Member {
  uid: string;
  name: string;
  email: string;
  role: Role;
  status: (typeof MEMBER_STATUSES)[number];
  joinedAt: Date;
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;

/** The invite dialog: an email and one of the two invitable roles. */
export const invitationInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(LIMITS.email)
    .pipe(z.email('Enter a valid email address')),
  role: z.enum(INVITABLE_ROLES),
});
export type InvitationInput = z.output<typeof invitationInputSchema>;

/**
 * organizations/{orgId}/invitations/{email}: keyed by the lower-case email, so that one email has
 * at most one invitation per organization and a duplicate pending one cannot be created.
 */
export interface Invitation extends InvitationInput {
  id: string;
  status: InvitationStatus;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedBy?: string;
  delivery?: { state: (typeof DELIVERY_STATES)[number]; sentAt?: Date; error?: string };
}

export const memberRoleSchema = z.enum(ROLES);

/** users/{uid}: the signed-in user's own profile. */
export interface UserProfile {
  displayName: string;
  email: string;
  photoURL?: string | null;
  createdAt: Date;
  lastOrgId?: string | null;
}
