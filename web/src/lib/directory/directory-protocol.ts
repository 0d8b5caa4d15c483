import type { DirectoryEntry } from '@village/model/directory';
import type {
  DirectoryEngine,
  DirectoryPage,
  DirectoryQuery,
  ShardLines,
} from './directory-engine';

// The messages between the page and the directory's worker (directory.worker.ts), and how the
// engine answers them: one module, used by the worker and by the in-process fallback alike.

export type DirectoryRequest =
  /** Shards whose lines changed, and the ids of every shard there is now. */
  | { type: 'shards'; changed: readonly ShardLines[]; present: readonly string[] }
  /** The newest students (from their documents) and those deleted on this device. */
  | { type: 'overlay'; recent: readonly DirectoryEntry[]; deleted: readonly string[] }
  /** A page of the students matching a query; answered with the same id. */
  | { type: 'query'; id: number; query: DirectoryQuery };

export type DirectoryResponse =
  | { type: 'page'; id: number; page: DirectoryPage }
  | { type: 'failed'; id: number; message: string };

/** The engine's answer to a request: updates have none, a query its page (or why it failed). */
export function answerDirectoryRequest(
  engine: DirectoryEngine,
  request: DirectoryRequest,
): DirectoryResponse | null {
  switch (request.type) {
    case 'shards':
      engine.updateShards(request.changed, request.present);
      return null;
    case 'overlay':
      engine.setOverlay(request.recent, request.deleted);
      return null;
    case 'query':
      try {
        return { type: 'page', id: request.id, page: engine.query(request.query) };
      } catch (error) {
        return { type: 'failed', id: request.id, message: String(error) };
      }
  }
}
