// The spreadsheet import's limits on a file's size and rows, in a module of its own: the reading worker and
// the import page load it, and no other page (limits.ts is in every page's bundle, and
// import/ brings the import's column tables and schemas).

/**
 * The largest spreadsheet the import reads, in bytes: 10 MB, a megabyte being 1,000,000 bytes as
 * phones' file managers count them (Android's since version 8), so that the size a user sees there
 * is the one the message says. 20,000 rows of the template's columns, filled as its example row,
 * are 3.8 MB as CSV and 1 MB as .xlsx.
 */
export const IMPORT_MAX_FILE_BYTES = 10_000_000;

/**
 * Why a file over IMPORT_MAX_FILE_BYTES is refused, before it is read: "This file is 14.2 MB; the
 * limit is 10 MB. Split it into smaller files." The size is rounded up to a tenth, so that a file
 * just over the limit never reads as 10.0 MB.
 */
export function fileTooLargeMessage(bytes: number): string {
  const tenths = Math.ceil(bytes / 100_000);
  const limit = IMPORT_MAX_FILE_BYTES / 1_000_000;
  return FILE_TOO_LARGE.replace('{size}', (tenths / 10).toFixed(1)).replace(
    '{limit}',
    String(limit),
  );
}

/** fileTooLargeMessage's words, `{size}` and `{limit}` in MB: the web says them in Hindi too. */
export const FILE_TOO_LARGE =
  'This file is {size} MB; the limit is {limit} MB. Split it into smaller files.';

/** The most rows of students one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;
