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
