import { GeoPoint, serverTimestamp, Timestamp } from 'firebase/firestore';
import { DEFAULT_INVITE_ROLE, type Role } from '@village/model/roles';
import { INVITATION_TTL_DAYS } from '@village/model/limits';
import {
  deriveStudentFields,
  studentInputSchema,
  type StudentInputDraft,
} from '@village/model/student';

/** A patch value that removes the key instead of setting it. */
export const OMIT = Symbol('omit');
export type Patch = Readonly<Record<string, unknown>>;

/** `base` with `patch` applied: keys set to OMIT are removed, the others replaced or added. */
export function applyPatch(
  base: Record<string, unknown>,
  patch: Patch = {},
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === OMIT) delete result[key];
    else result[key] = value;
  }
  return result;
}

const SAMPLE_STUDENT: StudentInputDraft = {
  name: 'Aarav Sharma',
  dateOfBirth: '2016-04-12',
  gender: 'male',
  educationLevel: '3rd Standard',
  course: '',
  school: 'Govt Primary School, Narela',
  address: 'House No. 12, Main Road, Narela, Delhi 110040',
  location: { lat: 28.853, lng: 77.092 },
  parentName: 'Rajesh Sharma',
  parentContact: '98765 43210',
  parentOccupation: 'Farmer',
  enrollmentDate: '2022-04-01',
  status: 'active',
};

/**
 * A student as the app stores it, built by the model itself (the form's schema, then the derived
 * category), without timestamps and with location as plain lat/lng.
 */
export function plainStudent(input: Partial<Record<keyof StudentInputDraft, unknown>> = {}) {
  const parsed = studentInputSchema.parse({ ...SAMPLE_STUDENT, ...input });
  return { ...parsed, ...deriveStudentFields(parsed) };
}

/** What a staff member's client writes to create a student; `patch` varies one field. */
export function newStudent(by: string, patch: Patch = {}): Record<string, unknown> {
  const { location, ...student } = plainStudent();
  return applyPatch(
    {
      ...student,
      location: location ? new GeoPoint(location.lat, location.lng) : null,
      createdAt: serverTimestamp(),
      createdBy: by,
      updatedAt: serverTimestamp(),
      updatedBy: by,
    },
    patch,
  );
}

/** The fields of a student update, stamped with the caller and the server time. */
export function studentChange(by: string, patch: Patch = {}): Record<string, unknown> {
  return applyPatch({ updatedAt: serverTimestamp(), updatedBy: by }, patch);
}

export function newOrganization(by: string, patch: Patch = {}): Record<string, unknown> {
  return applyPatch(
    {
      name: 'Sunrise Village School',
      description: 'Classes 1 to 8 for three villages',
      createdAt: serverTimestamp(),
      createdBy: by,
    },
    patch,
  );
}

export function newMember(
  who: { uid: string; email: string },
  role: Role,
  patch: Patch = {},
): Record<string, unknown> {
  return applyPatch(
    {
      uid: who.uid,
      name: `Member ${who.uid}`,
      email: who.email.toLowerCase(),
      role,
      status: 'active',
      joinedAt: serverTimestamp(),
    },
    patch,
  );
}

/** Expiry as a client computes it: now plus INVITATION_TTL_DAYS. */
export function invitationExpiry(days: number = INVITATION_TTL_DAYS): Timestamp {
  return Timestamp.fromMillis(Date.now() + days * 24 * 60 * 60 * 1000);
}

export function newInvitation(
  email: string,
  orgName: string,
  by: string,
  patch: Patch = {},
): Record<string, unknown> {
  return applyPatch(
    {
      email,
      orgName,
      role: DEFAULT_INVITE_ROLE,
      status: 'pending',
      invitedBy: by,
      createdAt: serverTimestamp(),
      expiresAt: invitationExpiry(),
    },
    patch,
  );
}
