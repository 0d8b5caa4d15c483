import * as z from 'zod/mini';
import {
  ATTENDANCE_WINDOW_RANGE,
  DEFAULT_ATTENDANCE_WINDOW_DAYS,
  attendanceWindowOf,
} from './attendance/calendar';
import { directoryShardCountOf } from './directory-shards';
import { DEFAULT_ACADEMIC_YEAR_START_MONTH, isMonthNumber } from './academic-year';
import { counterSchema, timestampSchema } from './firestore-values';
import { LANGUAGES } from './languages';
import { LIMITS } from './limits';
import { INVITABLE_ROLES, ROLES } from './roles';
import { atMost, checked, integer } from './schema';

/**
 * The organization schemas' messages, in English: exported so that the web app's validation book
 * (web/src/lib/validation/messages.ts) has these very texts as its English, and translates by them.
 */
export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Organization name is required',
  invalidEmail: 'Enter a valid email address',
  invitableRole: 'Choose Organization User or End User',
  startMonth: 'Choose the month the academic year starts, January to December',
  attendanceWindow: 'Enter a whole number of days from 0 to 60',
} as const;

/** What a user types to create or edit an organization. Create is disabled on a blank name. */
export const organizationInputSchema = z.object({
  name: checked(
    z.string(),
    z.trim(),
    z.minLength(1, ORGANIZATION_MESSAGES.nameRequired),
    atMost(LIMITS.organizationName),
  ),
  description: z._default(
    checked(z.string(), z.trim(), atMost(LIMITS.organizationDescription)),
    '',
  ),
});
export type OrganizationInput = z.output<typeof organizationInputSchema>;

/**
 * What a super_admin sets on the Settings tab beside the name and description: the
 * postal address its certificates print, and the month (1-12) its academic year starts. Not part
 * of creating an organization: a new one has no address and starts in April.
 */
export const organizationSettingsSchema = z.object({
  address: z._default(checked(z.string(), z.trim(), atMost(LIMITS.organizationAddress)), ''),
  academicYearStartMonth: z._default(
    checked(
      z.number(ORGANIZATION_MESSAGES.startMonth),
      z.refine(isMonthNumber, ORGANIZATION_MESSAGES.startMonth),
    ),
    DEFAULT_ACADEMIC_YEAR_START_MONTH,
  ),
  attendanceWindowDays: z._default(
    checked(
      z.int(ORGANIZATION_MESSAGES.attendanceWindow),
      z.gte(ATTENDANCE_WINDOW_RANGE.min, ORGANIZATION_MESSAGES.attendanceWindow),
      z.lte(ATTENDANCE_WINDOW_RANGE.max, ORGANIZATION_MESSAGES.attendanceWindow),
    ),
    DEFAULT_ATTENDANCE_WINDOW_DAYS,
  ),
});
export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;

/** The Settings tab's whole form: name, description, address and the year's start month. */
export const organizationDetailsSchema = z.extend(
  organizationInputSchema,
  organizationSettingsSchema.shape,
);
export type OrganizationDetails = z.output<typeof organizationDetailsSchema>;

/**
 * organizations/{orgId} as stored. Clients write name and description (and createdAt/createdBy on
 * create); the counters are written only by Cloud Functions and are absent until they first run.
 */
export const organizationDocSchema = z.object({
  name: checked(z.string(), atMost(LIMITS.organizationName)),
  description: z._default(checked(z.string(), atMost(LIMITS.organizationDescription)), ''),
  /** The postal address its certificates print; '' until a super_admin writes it. */
  address: z._default(checked(z.string(), atMost(LIMITS.organizationAddress)), ''),
  /**
   * The month (1-12) its academic year starts: April, as Indian schools, unless a super_admin
   * chose another (colleges often July). Anything unreadable reads as April.
   */
  academicYearStartMonth: z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown) =>
      isMonthNumber(value) ? value : DEFAULT_ACADEMIC_YEAR_START_MONTH,
    ),
  ),
  /**
   * Days back an org_user may mark attendance (model/src/attendance/calendar.ts): 7 unless a
   * super_admin set another; anything unreadable reads as 7.
   */
  attendanceWindowDays: z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown) => attendanceWindowOf(value)),
  ),
  createdAt: timestampSchema,
  createdBy: z.string(),
  /** Students on the roll (model/src/stats.ts, isOnRoll); graduated and left count apart. */
  studentCount: counterSchema,
  graduatedCount: counterSchema,
  leftCount: counterSchema,
  /**
   * The month ("YYYY-MM") from which the counters and monthlyStats count students on the roll only
   * (monthCountsOnRoll); null until the functions first count the organization that way.
   */
  onRollSince: z._default(z.nullable(z.string()), null),
  userCount: counterSchema,
  superAdminCount: counterSchema,
  stats: z._default(
    z.object({
      primary: counterSchema,
      secondary: counterSchema,
      higher: counterSchema,
      recentAdditions: counterSchema,
      schools: counterSchema,
    }),
    { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 },
  ),
  /** The month ("YYYY-MM") that stats.recentAdditions counts. */
  statsMonth: z._default(z.nullable(z.string()), null),
  /**
   * Students per education level (`{ '1st Standard': 12, ... }`), levels with none absent. Absent
   * as a whole until the functions count the organization's first student (or, for one counted
   * before this field existed, until the reconcile recounts it). A count may dip below zero for a
   * moment while trigger events arrive out of order: it reads as 0.
   */
  levels: z._default(
    z.record(
      z.string(),
      z.pipe(
        integer(),
        z.transform((count: number) => Math.max(0, count)),
      ),
    ),
    {},
  ),
  /**
   * How many shards the directory index has (model/src/directory-shards.ts: 32, 64, 128, …),
   * written by the functions when it doubles; absent (or unreadable): 32. Readers follow it.
   */
  directoryShards: z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown) => directoryShardCountOf(value)),
  ),
});
export type Organization = z.output<typeof organizationDocSchema> & { id: string };

/**
 * The organization's graduated and left students, or null while unknown: counters kept before the
 * roll counted (no onRollSince, students counted) have none until the reconcile recounts them.
 */
export function offRollCounts(
  org: Pick<Organization, 'studentCount' | 'graduatedCount' | 'leftCount' | 'onRollSince'>,
): { graduated: number; left: number } | null {
  if (org.onRollSince === null && org.studentCount > 0) return null;
  return { graduated: org.graduatedCount, left: org.leftCount };
}

export const MEMBER_STATUSES = ['active'] as const;

/** organizations/{orgId}/members/{uid}: a user's role in one organization. */
export const memberDocSchema = z.object({
  uid: z.string(),
  name: checked(z.string(), atMost(LIMITS.personName)),
  email: checked(z.string(), atMost(LIMITS.email)),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: timestampSchema,
});
export type Member = z.output<typeof memberDocSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * Where an invitation's email is (the functions write `delivery`; docs/data-contract.md):
 * - queued: waiting for the functions to send it (after an invite, a resend or a sweep);
 * - sending: a function has claimed it and is talking to the SMTP server until `leaseExpiresAt`
 *   (a sender that crashed loses the claim then, and the email is sent again);
 * - sent: the SMTP server accepted it (`sentAt`);
 * - failed: it could not be sent (`error`); a super_admin can resend it;
 * - outbox: no SMTP is configured, so the message was written to the `mail` outbox instead, for
 *   the Trigger Email extension (or whatever reads it) to deliver (`mailId`);
 * - skipped: no email on purpose (the sample invitations of the seed).
 */
export const DELIVERY_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'outbox',
  'skipped',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A short label per delivery state, for the invitation list. */
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Email queued',
  sending: 'Sending email',
  sent: 'Email sent',
  failed: 'Email failed',
  outbox: 'Email in outbox',
  skipped: 'No email sent',
};

/**
 * Our own reasons for a failed delivery, as the functions record them (`delivery.error`, English,
 * beside the SMTP server's own words): the web finds them by their English and words them in the
 * reader's language. `{attempts}` is at least 2 (MAX_SEND_ATTEMPTS).
 */
export const DELIVERY_ERRORS = {
  noEmailOrRole: 'The invitation has no email or role.',
  interrupted: 'Not sent after {attempts} interrupted attempts.',
  revoked: 'Not sent: the invitation is revoked.',
  accepted: 'Not sent: the invitation is accepted.',
  notPending: 'Not sent: the invitation is no longer pending.',
} as const;

export type DeliveryErrorKey = keyof typeof DELIVERY_ERRORS;

/**
 * True while a function is about to send, or is sending, the email (queued or sending, with its
 * lease not yet expired): a resend then would only send it twice. Otherwise a pending, unexpired
 * invitation can be resent (resendInvitation checks the same).
 */
export function isDeliveryInFlight(
  delivery: { state: DeliveryState; leaseExpiresAt?: Date | undefined } | undefined,
  now: Date,
): boolean {
  if (!delivery || (delivery.state !== 'queued' && delivery.state !== 'sending')) return false;
  // Without a lease (written by an older version) nothing will take it back: not in flight.
  return delivery.leaseExpiresAt !== undefined && delivery.leaseExpiresAt > now;
}

export { LANGUAGES, isLanguage, type Language } from './languages';
export const languageSchema = z.enum(LANGUAGES);

/** The invite dialog: an email and one of the two invitable roles. */
export const invitationInputSchema = z.object({
  email: z.pipe(
    checked(z.string(), z.trim(), z.toLowerCase(), atMost(LIMITS.email)),
    z.email(ORGANIZATION_MESSAGES.invalidEmail),
  ),
  role: z.enum(INVITABLE_ROLES, ORGANIZATION_MESSAGES.invitableRole),
});
export type InvitationInput = z.output<typeof invitationInputSchema>;

/**
 * organizations/{orgId}/invitations/{email}: keyed by the lower-case email, so that one email has
 * at most one invitation per organization and a duplicate pending one cannot be created.
 */
export const invitationDocSchema = z.object({
  email: checked(z.string(), atMost(LIMITS.email)),
  orgName: z._default(checked(z.string(), atMost(LIMITS.organizationName)), ''),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  acceptedBy: z.optional(z.string()),
  /** The language of its email (absent on invitations from before emails had one: English). */
  language: z.optional(languageSchema),
  delivery: z.optional(
    z.object({
      state: z.enum(DELIVERY_STATES),
      /** Send attempts since the last invite or resend. */
      attempts: z.optional(checked(integer(), z.gte(0))),
      queuedAt: z.optional(timestampSchema),
      /** queued or sending: when the sweep may take the email back and queue it again. */
      leaseExpiresAt: z.optional(timestampSchema),
      sentAt: z.optional(timestampSchema),
      error: z.optional(z.string()),
      /** outbox: the id of the mail/{id} document written. */
      mailId: z.optional(z.string()),
    }),
  ),
});
export type Invitation = z.output<typeof invitationDocSchema>;

/** users/{uid}: the signed-in user's own profile. */
export const userProfileDocSchema = z.object({
  displayName: checked(z.string(), atMost(LIMITS.personName)),
  email: checked(z.string(), atMost(LIMITS.email)),
  photoURL: z.optional(z.nullable(checked(z.string(), atMost(LIMITS.photoURL)))),
  createdAt: timestampSchema,
  lastOrgId: z.optional(z.nullable(z.string())),
  /** The language the person chose for the app (and the invitations they send). */
  language: z.optional(languageSchema),
});
export type UserProfile = z.output<typeof userProfileDocSchema>;
