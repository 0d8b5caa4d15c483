import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { DirectoryEntry } from '@village/model/directory';
import { useAppLinkClicks } from '../../../lib/app-links';
import { useMessages } from '../../../lib/i18n/messages';
import { directoryMessages } from './messages';
import { StudentCard } from './StudentCard';

export interface StudentGridProps {
  /** The matching students to show, in order: (page + 1) × GRID_BATCH of them at most. */
  entries: readonly DirectoryEntry[];
  /** More students match than are shown: "Show more" adds a batch. */
  more: boolean;
  pendingIds: ReadonlySet<string>;
  onShowMore: () => void;
}

/** Cards drawn per task: a phone's screen holds two or three, and each task stays short. */
export const CARDS_PER_DRAW = 4;

/**
 * How many of `wanted` cards to draw now: none in the draw that mounts the grid (the directory's
 * search and filters, drawn then, are enough for one task), then CARDS_PER_DRAW more per task
 * until all are there. Drawing the directory and its 24 cards at once was its longest task on a
 * cheap phone (a few hundred ms during which a tap went unanswered); in steps, the page stays
 * responsive while the cards follow, the first within a frame or two.
 */
function useCardsDrawn(wanted: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= wanted) return;
    const next = setTimeout(() => setDrawn((count) => count + CARDS_PER_DRAW), 0);
    return () => clearTimeout(next);
  }, [drawn, wanted]);
  return Math.min(drawn, wanted);
}

/**
 * The Grid View. Cards are added a batch at a time (GRID_BATCH) rather than all rendered, so that a cheap
 * phone never lays out thousands of cards, and each batch is drawn a few cards per task.
 */
export function StudentGrid({ entries, more, pendingIds, onShowMore }: StudentGridProps) {
  const shown = entries.slice(0, useCardsDrawn(entries.length));
  // The cards' View and Edit are plain links; their clicks navigate here, in one handler.
  const onLinkClick = useAppLinkClicks();
  const t = useMessages(directoryMessages);
  return (
    <>
      <Box
        component="ul"
        aria-label={t('students')}
        onClick={onLinkClick}
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
      {more && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onShowMore}>
            {t('showMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
