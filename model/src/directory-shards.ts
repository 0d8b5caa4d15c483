/**
 * The student directory index, kept by Cloud Functions from the students and read by staff. Each
 * shard holds one compact line per student of a fixed share of the organization (chosen by a hash
 * of the student's document id), so that the directory loads in a bounded number of documents and
 * every search and filter runs in the browser, at once, offline too.
 *
 * Shard document: { entries: { [studentDocId]: packed line }, bytes, updatedAt }. The function
 * updates one map entry per student write, so writes to different students never contend on a read.
 *
 * Firestore refuses a document over 1 MiB, so the index grows: it starts with
 * DIRECTORY_BASE_SHARD_COUNT shards and doubles (32, 64, 128, …) before any shard holds
 * DIRECTORY_SHARD_MAX_BYTES of lines. The organization document's `directoryShards` tells readers
 * how many shards the current index has (absent: 32), and so where they are (directoryShardsPath).
 * Doubling splits each shard in two: a student of shard i of n is in shard i or i + n of 2n.
 */
export const DIRECTORY_BASE_SHARD_COUNT = 32;

/** The most shards an index may have: 4096 shards of 700 KiB hold millions of students. */
export const DIRECTORY_MAX_SHARD_COUNT = 4096;

/**
 * The size of a shard's lines (`bytes`, as Firestore counts them: directoryEntryBytes) past which
 * the index doubles. Firestore's limit is 1 MiB (1,048,576 bytes) for the whole document; the rest
 * of a shard (its name, updatedAt, bytes) is well under 1 KiB, and the margin of some 340 KiB
 * (1,000 and more lines) absorbs what arrives while the index doubles.
 */
export const DIRECTORY_SHARD_MAX_BYTES = 700 * 1024;

/** Whether `count` is a shard count an index can have: 32 doubled 0 or more times, ≤ the max. */
export function isDirectoryShardCount(count: unknown): count is number {
  if (typeof count !== 'number' || !Number.isSafeInteger(count)) return false;
  let valid = DIRECTORY_BASE_SHARD_COUNT;
  while (valid < count) valid *= 2;
  return valid === count && count <= DIRECTORY_MAX_SHARD_COUNT;
}

/** The shard count an organization document names (`directoryShards`); absent or bad: 32. */
export function directoryShardCountOf(value: unknown): number {
  return isDirectoryShardCount(value) ? value : DIRECTORY_BASE_SHARD_COUNT;
}

/** The position of a student's shard: FNV-1a of the document id, modulo the shard count. */
export function directoryShardIndex(
  studentDocId: string,
  shardCount: number = DIRECTORY_BASE_SHARD_COUNT,
): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < studentDocId.length; index += 1) {
    hash ^= studentDocId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shardCount;
}

/** "shard-00" … "shard-31" of 32 shards; "shard-000" … "shard-127" of 128. */
export function directoryShardIdAt(index: number, shardCount: number): string {
  return `shard-${String(index).padStart(Math.max(2, String(shardCount - 1).length), '0')}`;
}

/** The id of the shard that holds a student's line, of an index of `shardCount` shards. */
export function directoryShardId(
  studentDocId: string,
  shardCount: number = DIRECTORY_BASE_SHARD_COUNT,
): string {
  return directoryShardIdAt(directoryShardIndex(studentDocId, shardCount), shardCount);
}

/** Bytes of a string in UTF-8 (Devanagari: 3 per character), as Firestore counts strings. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair (4 bytes in all) is two code units: 2 each. A lone one is written as
    // U+FFFD, 3 bytes; counting 2 errs by one byte, well inside the margin.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/**
 * What one entry adds to a shard document, as Firestore counts a map entry: the key's UTF-8 bytes
 * + 1 and the string value's + 1 (https://firebase.google.com/docs/firestore/storage-size).
 */
export function directoryEntryBytes(studentDocId: string, line: string | null): number {
  return line === null ? 0 : utf8Bytes(studentDocId) + 1 + utf8Bytes(line) + 1;
}

/** The bytes of every entry of a shard: what its `bytes` field counts. */
export function directoryShardBytes(entries: Readonly<Record<string, unknown>>): number {
  let bytes = 0;
  for (const [id, line] of Object.entries(entries))
    if (typeof line === 'string') bytes += directoryEntryBytes(id, line);
  return bytes;
}
