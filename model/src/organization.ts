import { z } from 'zod';
import { counterSchema, timestampSchema } from './firestore-values';
import { LIMITS } from './limits';
import { INVITABLE_ROLES, ROLES } from './roles';

/** What a user types to create or edit an organization. Create is disabled on a blank name. */
export const organizationInputSchema = z.object({
  name: z.string().trim().min(1, 'Organization name is required').max(LIMITS.organizationName),
  description: z.string().trim().max(LIMITS.organizationDescription).default(''),
});
export type OrganizationInput = z.output<typeof organizationInputSchema>;

/**
 * organizations/{orgId} as stored. Clients write name and description (and createdAt/createdBy on
 * create); the counters are written only by Cloud Functions and are absent until they first run.
 */
export const organizationDocSchema = z.object({
  name: z.string().max(LIMITS.organizationName),
  description: z.string().max(LIMITS.organizationDescription).default(''),
  createdAt: timestampSchema,
  createdBy: z.string(),
  studentCount: counterSchema,
  userCount: counterSchema,
  superAdminCount: counterSchema,
  stats: z
    .object({
      primary: counterSchema,
      secondary: counterSchema,
      higher: counterSchema,
      recentAdditions: counterSchema,
      schools: counterSchema,
    })
    .default({ primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 }),
  /** The month ("YYYY-MM") that stats.recentAdditions counts. */
  statsMonth: z.string().nullable().default(null),
});
export type Organization = z.output<typeof organizationDocSchema> & { id: string };

export const MEMBER_STATUSES = ['active'] as const;

/** organizations/{orgId}/members/{uid}: a user's role in one organization. */
export const memberDocSchema = z.object({
  uid: z.string(),
  name: z.string().max(LIMITS.personName),
  email: z.string().max(LIMITS.email),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: timestampSchema,
});
export type Member = z.output<typeof memberDocSchema>;

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
export const invitationDocSchema = z.object({
  email: z.string().max(LIMITS.email),
  orgName: z.string().max(LIMITS.organizationName).default(''),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  acceptedBy: z.string().optional(),
  delivery: z
    .object({
      state: z.enum(DELIVERY_STATES),
      sentAt: timestampSchema.optional(),
      error: z.string().optional(),
    })
    .optional(),
});
export type Invitation = z.output<typeof invitationDocSchema>;

export const memberRoleSchema = z.enum(ROLES);

/** users/{uid}: the signed-in user's own profile. */
export const userProfileDocSchema = z.object({
  displayName: z.string().max(LIMITS.personName),
  email: z.string().max(LIMITS.email),
  photoURL: z.string().max(LIMITS.photoURL).nullable().optional(),
  createdAt: timestampSchema,
  lastOrgId: z.string().nullable().optional(),
});
export type UserProfile = z.output<typeof userProfileDocSchema>;
