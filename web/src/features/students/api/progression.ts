import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { CALLABLES } from '@village/model/callables';
import {
  type ApplyProgressionInput,
  type ApplyProgressionResult,
} from '@village/model/school-year-callables';
import { progressionsPath } from '@village/model/paths';
import { progressionDocSchema, type ProgressionDoc } from '@village/model/progression';
import { schemaConverter, type WithId } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useDocument } from '../../../lib/data/use-document';
import { db } from '../../../lib/firestore';
import { callFunction } from '../../../lib/functions';

// The year-end progression's data: the applyProgression callable, which alone writes
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

/** A class-year's progression document, with its id. */
export type ProgressionRecord = WithId<ProgressionDoc>;

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
