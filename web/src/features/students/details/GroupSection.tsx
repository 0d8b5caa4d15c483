import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TranslateOf } from '../../../lib/i18n/messages';
import { SECTION_FIELDS_GRID } from '../components/form-grid';
import type { StudentDetailTexts } from './messages';

type Translate = TranslateOf<StudentDetailTexts>;

/**
 * One section of "More details": a native details element that opens on a tap, its title and how
 * many of its fields are recorded in the summary.
 */
export function GroupSection({
  group,
  title,
  recorded,
  open,
  t,
  children,
}: {
  /** data-group, for tests and the refused save's focus. */
  group: string;
  title: string;
  recorded: number;
  open: boolean;
  t: Translate;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  // The fields are drawn once the group is first opened, and kept: a phone does not draw the
  // closed groups' fields when the form opens, nor redraw them on every keystroke.
  const [opened, setOpened] = useState(open);
  // Opened by a refused save: kept drawn once the problem is fixed, while the user types in it.
  if (open && !opened) setOpened(true);
  // Opened by a problem inside (so a refused save can take the user to it); otherwise it stays
  // as the user left it: not a controlled prop, which would close it as the problem is fixed.
  useEffect(() => {
    if (open && ref.current) ref.current.open = true;
  }, [open]);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="details"
      data-group={group}
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
      sx={{
        '& > summary': {
          cursor: 'pointer',
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: 1,
          listStylePosition: 'inside',
        },
      }}
    >
      <Box component="summary">
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {recorded > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('moreDetails.recorded', { count: recorded })}
          </Typography>
        )}
      </Box>
      {opened && (
        <Box sx={{ ...SECTION_FIELDS_GRID, px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 } }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}
