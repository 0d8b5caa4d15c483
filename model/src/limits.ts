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
  studentId: 40,
  /** A user's profile photo URL (users/{uid}.photoURL, from the sign-in provider). */
  photoURL: 2048,
} as const;

/** Invitations expire after this many days. */
export const INVITATION_TTL_DAYS = 14;

/**
 * Rows per importStudents call: a batch is written together, and a dropped call resumes there.
 * Here rather than in student-import.ts, so that the callables' contract (loaded by every page that
 * calls a function) does not bring the import's column tables with it.
 */
export const IMPORT_BATCH_SIZE = 200;
