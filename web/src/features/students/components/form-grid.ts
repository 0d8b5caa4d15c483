/** The fields' grid inside a form section: one column on a phone, two from a tablet. */
export const SECTION_FIELDS_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A field, hint or block that takes a whole row of that grid. */
export const FULL_ROW = { gridColumn: '1 / -1' } as const;
