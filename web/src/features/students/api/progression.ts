import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import {
  CALLABLES,
  type ApplyProgressionInput,
  type ApplyProgressionResult,
} from '@village/model/callables';
import { timestampSchema } from '@village/model/firestore-values';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { progressionsPath, studentYearsPath } from '@village/model/paths';
import {
  PROGRESSION_OUTCOMES,
  studentYearSchema,
  type OutcomeCounts,
  type StudentYear,
} from '@village/model/progression';
import { schemaConverter, type WithId } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useDocument } from '../../../lib/data/use-document';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';
import { callFunction } from '../../../lib/functions';

// The year-end progression's data (issue 28): the applyProgression callable, which alone writes
// the students' years and the class-year's progression document, and live reads of both.

/**
 * One batch of a class's progression (at most PROGRESSION_BATCH_SIZE students). Fails with a
 * CallableError worded for the user (offline: at once, without trying).
 */
export function applyProgressionBatch(
  input: ApplyProgressionInput,
): Promise<ApplyProgressionResult> {
  return callFunction<ApplyProgressionInput, ApplyProgressionResult>(
    CALLABLES.applyProgression,
    input,
  );
}

/**
 * organizations/{orgId}/progressions/{progressionDocId}: what has been applied of a class-year so
 * far, and whether it is closed. Read leniently: the screen needs the counts, closed and closedAt.
 */
const progressionDocSchema = z.object({
  educationLevel: z.optional(z.enum(EDUCATION_LEVELS)),
  section: z.optional(z.string()),
  startYear: z.optional(z.number()),
  year: z.optional(z.string()),
  counts: z._default(z.partialRecord(z.enum(PROGRESSION_OUTCOMES), z.number()), {}),
  closed: z._default(z.boolean(), false),
  closedAt: z.optional(z.nullable(timestampSchema)),
});
export type ProgressionRecord = WithId<z.output<typeof progressionDocSchema>> & {
  counts: OutcomeCounts;
};

const progressionConverter = schemaConverter(progressionDocSchema);

/** A class-year's progression, live; ready with null while nothing has been applied. */
export function useProgression(
  orgId: string,
  progressionId: string | null,
): DataState<ProgressionRecord | null> {
  const ref = useMemo(
    () =>
      progressionId === null
        ? null
        : doc(db, progressionsPath(orgId), progressionId).withConverter(progressionConverter),
    [orgId, progressionId],
  );
  return useDocument(ref);
}

const studentYearConverter = schemaConverter(studentYearSchema);

/** A student's record of one academic year, by its id (the year's first calendar year). */
export type StudentYearRecord = WithId<StudentYear>;

/** A student's years, newest first, live: the profile's history timeline. */
export function useStudentYears(
  orgId: string,
  studentId: string,
): DataState<LiveRows<StudentYearRecord>> {
  const yearsQuery = useMemo(
    () =>
      query(
        collection(db, studentYearsPath(orgId, studentId)).withConverter(studentYearConverter),
        orderBy('startYear', 'desc'),
      ),
    [orgId, studentId],
  );
  return useLiveQuery(yearsQuery);
}
