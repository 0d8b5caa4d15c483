import { snapshotEqual, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import type { DirectoryEntry } from '@village/model/directory';
import type { WithId } from '../data/converters';
import { createDirectoryClient, type DirectoryClient } from './directory-client';
import type { DirectoryPage, DirectoryQuery, ShardLines } from './directory-engine';

type ShardDoc = WithId<{ entries: Record<string, string> }>;
export type ShardSnapshot = QuerySnapshot<ShardDoc>;

/** What the directory lists: the index's shards laid over with the newest students. */
export interface DirectoryData {
  /** The index's shards; null when offline with none cached (the newest students alone). */
  shards: ShardSnapshot | null;
  /** The newest students, from their documents. */
  recent: readonly DirectoryEntry[];
  /** Students deleted on this device. */
  deleted: ReadonlySet<string>;
}

/**
 * The page's link to one organization's directory engine (a Web Worker: directory.worker.ts). Made
 * without side effects; the worker starts on `open` (or when first needed) and stops on `close`,
 * after which the next query starts a new one (React runs a page's effects twice in
 * development). Each query first brings the engine up to date with the data it is asked about:
 * only the shards that changed since the last data are read and posted.
 */
export class DirectoryConnection {
  private client: DirectoryClient | null = null;
  private readonly sent = new Map<string, QueryDocumentSnapshot<ShardDoc>>();
  private synced: DirectoryData | null = null;

  /** Starts the worker now (its script loads while Firestore answers), if not yet started. */
  open(): void {
    this.client ??= createDirectoryClient();
  }

  query(data: DirectoryData, query: DirectoryQuery): Promise<DirectoryPage> {
    return this.sync(data).query(query);
  }

  close(): void {
    this.client?.close();
    this.client = null;
    this.sent.clear();
    this.synced = null;
  }

  /** The client, told of `data` if it was not yet. Reading a shard may throw (its schema). */
  private sync(data: DirectoryData): DirectoryClient {
    const client = (this.client ??= createDirectoryClient());
    if (this.synced === data) return client;
    const changed: ShardLines[] = [];
    const docs = data.shards?.docs ?? [];
    for (const shard of docs) {
      const known = this.sent.get(shard.id);
      if (known && snapshotEqual(known, shard)) continue;
      changed.push({ id: shard.id, entries: shard.data().entries });
    }
    // Only once every changed shard was read: a shard that fails rejects the whole update.
    for (const shard of docs) this.sent.set(shard.id, shard);
    const present = docs.map((shard) => shard.id);
    for (const id of [...this.sent.keys()]) if (!present.includes(id)) this.sent.delete(id);
    client.update({ type: 'shards', changed, present });
    client.update({
      type: 'overlay',
      recent: data.recent,
      deleted: [...data.deleted],
    });
    this.synced = data;
    return client;
  }
}
