/** Maximum lengths of every stored string: the form, the schemas and firestore.rules use these. */
export const LIMITS = {
  personName: 100,
  email: 254,
  school: 150,
  course: 100,
  address: 500,
  occupation: 100,
  organizationName: 100,
  organizationDescription: 500,
  /** The organization's postal address, as its certificates print it. */
  organizationAddress: 300,
  studentId: 40,
  /** A student's class section, as registers write it: "A", "B", "Rose". */
  section: 10,
  /** A student's admission number in the school's register, stored as admissionNumberKey. */
  admissionNumber: 20,
  /** A user's profile photo URL (users/{uid}.photoURL, from the sign-in provider). */
  photoURL: 2048,
} as const;

/** Invitations expire after this many days. */
export const INVITATION_TTL_DAYS = 14;

/**
 * What one organization may do with invitations, so that our sender can never be used as a spam
 * relay: invitation emails a day, sends and resends together (the day is India's), and invitations
 * pending at once; and what one person may send a day across all the organizations they run (an
 * account creating organizations to multiply the first limit gains nothing). The callables count
 * them in the transaction that writes the invitation.
 */
export const INVITATION_QUOTAS = {
  emailsPerDay: 50,
  emailsPerInviterPerDay: 50,
  pending: 500,
} as const;

/**
 * Organizations one account may create in 24 hours (a window that opens with the first one after
 * the last window closed). Counted by the batch that creates the organization, on
 * users/{uid}/quotas/organizations, and enforced by firestore.rules.
 */
export const ORGANIZATION_QUOTA = { perWindow: 10, windowHours: 24 } as const;

/**
 * Rows per importStudents call: a batch is written together, and a dropped call resumes there.
 * Here rather than in the import's modules (model/src/import/), so that the callables' contract (loaded by every page that
 * calls a function) does not bring the import's column tables with it.
 */
export const IMPORT_BATCH_SIZE = 200;

/** The most values Firestore takes in one `in` query. */
export const IN_QUERY_MAX_VALUES = 30;
