import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DirectoryEntry } from '@village/model/directory';
import { GRID_BATCH } from './directory-state';
import { StudentCard } from './StudentCard';

export interface StudentGridProps {
  /** The matching students, in order. */
  entries: readonly DirectoryEntry[];
  pendingIds: ReadonlySet<string>;
  /** How many times "Show more" was pressed: (page + 1) × GRID_BATCH cards are shown. */
  page: number;
  onShowMore: () => void;
}

/**
 * The Grid View. Cards are added a batch at a time rather than all rendered, so that a cheap
 * phone never lays out thousands of cards.
 */
export function StudentGrid({ entries, pendingIds, page, onShowMore }: StudentGridProps) {
  const shown = entries.slice(0, (page + 1) * GRID_BATCH);
  return (
    <>
      <Box
        component="ul"
        aria-label="Students"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        }}
      >
        {shown.map((entry) => (
          <li key={entry.id}>
            <StudentCard entry={entry} pending={pendingIds.has(entry.id)} />
          </li>
        ))}
      </Box>
      {shown.length < entries.length && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onShowMore}>
            Show more
          </Button>
        </Box>
      )}
    </>
  );
}
