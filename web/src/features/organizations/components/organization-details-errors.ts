/** The details form's fields that show their own validation message. */
export type DetailsField = 'name' | 'address' | 'academicYearStartMonth' | 'attendanceWindowDays';

/** What the form reads of a failed parse's issues. */
type DetailsIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Each field's first validation message (its English text, translated when shown). */
export function detailsFieldErrors(
  issues: readonly DetailsIssue[],
): Partial<Record<DetailsField, string>> {
  const found: Partial<Record<DetailsField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (
      field === 'name' ||
      field === 'address' ||
      field === 'academicYearStartMonth' ||
      field === 'attendanceWindowDays'
    ) {
      found[field] ??= issue.message;
    }
  }
  return found;
}
