import * as z from 'zod/mini';
import { timestampSchema } from './firestore-values';
import { EDUCATION_LEVELS } from './levels';
import { LIMITS } from './limits';
import { PROGRESSION_OUTCOMES } from './progression';
import { atMost, checked, integer } from './schema';

/**
 * organizations/{orgId}/activities/{id}: the dashboard's Recent Activities feed, written only by
 * the Cloud Functions, one entry per add, update and graduation (docs/data-contract.md), and
 * one per spreadsheet import: its `student` is "N students imported" and `studentRef` is '', and one
 * per class's year-end progression: its `student` is progressionActivityText's "Class 7-A: 38
 * promoted, 2 repeating, 1 left", `studentRef` '', with the class and the counts beside it.
 */
export const ACTIVITY_TYPES = ['add', 'update', 'graduate', 'import', 'progression'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The `action` text stored with each activity. */
export const ACTIVITY_ACTIONS: Record<ActivityType, string> = {
  add: 'New student added',
  update: 'Student record updated',
  graduate: 'Student graduated',
  import: 'Students imported',
  progression: 'Class progression applied',
};

/**
 * The functions keep the newest this many activities per organization and delete older ones; a
 * few more gather between two prunings (functions/src/activity-feed.ts).
 */
export const ACTIVITY_FEED_SIZE = 50;

/** organizations/{orgId}/activities/{id} as stored. */
export const activityDocSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  action: z.string(),
  /** The student's name when it happened. */
  student: checked(z.string(), atMost(LIMITS.personName)),
  /** The student's document id. */
  studentRef: z.string(),
  /** When the student document was written (its createdAt or updatedAt). */
  at: timestampSchema,
  /** Who did it (uid), or null when unknown. */
  by: z._default(z.nullable(z.string()), null),
  /** Their member name in the organization, or '' when unknown. */
  byName: z._default(z.string(), ''),
  /** An import's: how many students it has imported so far. */
  count: z.optional(checked(integer(), z.gte(0))),
  /** A progression's: the class, and how many students got each outcome. */
  educationLevel: z.optional(z.enum(EDUCATION_LEVELS)),
  section: z.optional(z.string()),
  counts: z.optional(z.partialRecord(z.enum(PROGRESSION_OUTCOMES), checked(integer(), z.gte(0)))),
});
export type Activity = z.output<typeof activityDocSchema> & { id: string };
