import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { studentProfileMessages } from './messages';

// The profile's building blocks: a titled card, and a description list of labelled values.

/** The profile's grid of sections: one column on a phone, two from a tablet up. */
export const SECTION_GRID_SX = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

export interface FieldProps {
  label: string;
  children: ReactNode;
}

/** One labelled value of a section's description list; empty values read "Not recorded". */
export function Field({ label, children }: FieldProps) {
  const t = useMessages(studentProfileMessages);
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {empty ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('notRecorded')}
          </Typography>
        ) : (
          children
        )}
      </Typography>
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function FieldList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.25 },
        // On a phone each value sits under its label, with a gap before the next label.
        '& dd': { mb: { xs: 1.25, sm: 0 } },
      }}
    >
      {children}
    </Box>
  );
}
