import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import type * as z from 'zod/mini';

/** A stored document that does not match its model schema: shown as an error, never as 0 or ''. */
export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `${path} is not valid: ${issues.map((issue) => `${issue.path.join('.') || '(document)'} ${issue.message}`).join('; ')}`,
    );
    this.name = 'InvalidDocumentError';
  }
}

export type WithId<T> = T & { id: string };

/** A stored document as either Firestore SDK gives it: the full one's snapshots, or Lite's. */
export interface StoredDocument {
  id: string;
  ref: { path: string };
  /** Lite's takes no options: it has no pending server timestamps to estimate. */
  data(options?: SnapshotOptions): DocumentData | undefined;
}

/**
 * A document parsed with its model schema, with its id; throws InvalidDocumentError on bad data.
 * Pending server timestamps read as the device's estimate, so a record saved offline shows its
 * time at once.
 */
export function parseDocument<S extends z.ZodMiniType<object>>(
  schema: S,
  snapshot: StoredDocument,
  options?: SnapshotOptions,
): WithId<z.output<S>> {
  const parsed = schema.safeParse(snapshot.data({ ...options, serverTimestamps: 'estimate' }));
  if (!parsed.success) throw new InvalidDocumentError(snapshot.ref.path, parsed.error.issues);
  return { ...(parsed.data as z.output<S>), id: snapshot.id };
}

/**
 * A read-only converter that parses every document with its model schema and throws on bad data
 * (the SDK's docs: a converter must recover or throw).
 */
export function schemaConverter<S extends z.ZodMiniType<object>>(
  schema: S,
): FirestoreDataConverter<WithId<z.output<S>>, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error('Write with the feature’s mutation functions, not through a converter');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      parseDocument(schema, snapshot, options),
  };
}
