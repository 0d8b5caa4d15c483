import {
  collection,
  collectionGroup,
  documentId,
  getDocs,
  getDocsFromCache,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Query as LiteQuery } from 'firebase/firestore/lite';
import { db } from '../firestore';
import type { StoredDocument } from './converters';
import type * as LiteReads from './lite-reads';
import { changesWaiting } from './pending-writes';

// One-shot reads of many documents (an export, the UDISE+ return): from the server through
// Firestore Lite, one REST request a query and no local store, because the app's Firestore writes
// every document it reads into this device's IndexedDB and keeps a listen for each query; for the
// 1,400 students of a school and their year records that was two thirds of the return's time
// (docs/imports-exports.md). Offline, or when the server does not answer, this device's copy:
// what it read before through the app's Firestore (Lite keeps nothing on the device).

/** The id of a document, as a field to filter on (`documentId()` in both SDKs). */
export const DOCUMENT_ID = Symbol('documentId');

/** A query described once, built by either SDK: a collection (or group) and equality filters. */
export interface QueryShape {
  /** A collection's path, or with `group` the id of a collection group. */
  collection: string;
  group?: boolean;
  where: readonly (readonly [
    field: string | typeof DOCUMENT_ID,
    op: '==' | 'in',
    value: unknown,
  ])[];
}

/** The query-building functions, which Lite has under the same names, called the same way. */
interface QueryKit {
  collection: typeof collection;
  collectionGroup: typeof collectionGroup;
  query: typeof query;
  where: typeof where;
  documentId: typeof documentId;
}

const APP_KIT: QueryKit = { collection, collectionGroup, query, where, documentId };

function build(kit: QueryKit, firestore: Firestore, shape: QueryShape): Query {
  const source = shape.group
    ? kit.collectionGroup(firestore, shape.collection)
    : kit.collection(firestore, shape.collection);
  return kit.query(
    source,
    ...shape.where.map(([field, op, value]) =>
      kit.where(field === DOCUMENT_ID ? kit.documentId() : field, op, value),
    ),
  );
}

let lite: Promise<typeof LiteReads> | undefined;

function liteReads() {
  lite ??= import('./lite-reads').catch((error: unknown) => {
    lite = undefined; // the chunk could not be fetched (offline): try again next time
    throw error;
  });
  return lite;
}

/** Where an answer may come from. */
export interface ReadOnceOptions {
  /**
   * Only the server's: offline, or when the server fails, the read fails rather than answer with
   * this device's copy, which holds only the documents this device happened to read.
   */
  serverOnly?: boolean;
}

/**
 * The documents `shape` finds: the server's, read once, when online; else (or when that read
 * fails) this device's copy; null if neither. While changes saved on this device wait for the
 * server, the app's Firestore answers instead, so that what this device changed is in the answer.
 */
export async function readOnce(
  shape: QueryShape,
  { serverOnly = false }: ReadOnceOptions = {},
): Promise<readonly StoredDocument[] | null> {
  if (navigator.onLine) {
    try {
      if (changesWaiting()) return (await getDocs(build(APP_KIT, db, shape))).docs;
      const { liteKit, liteFirestore, liteGetDocs } = await liteReads();
      // Lite's functions and references are the full SDK's in shape: built by the same code.
      const built = build(
        liteKit as unknown as QueryKit,
        liteFirestore as unknown as Firestore,
        shape,
      );
      return (await liteGetDocs(built as unknown as LiteQuery)).docs;
    } catch (error) {
      if (serverOnly) throw error;
      console.warn('Not read from the server; using this device’s copy', error);
    }
  }
  if (serverOnly) throw new Error('Offline: the server’s documents cannot be read');
  return getDocsFromCache(build(APP_KIT, db, shape)).then(
    (snapshot) => snapshot.docs,
    () => null,
  );
}
