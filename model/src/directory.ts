// The student directory: the index the functions keep of every student and the search, filters
// and sort the app runs over it. One import for all of it; each concern has its own module:
// - directory-shards: how the index is laid out in shard documents and how big they may grow;
// - directory-encoding: a student's line in a shard, packed and unpacked;
// - directory-filtering: the search and the filters;
// - directory-sorting: the order of the list.
export * from './directory-shards';
export * from './directory-encoding';
export * from './directory-filtering';
export * from './directory-sorting';
