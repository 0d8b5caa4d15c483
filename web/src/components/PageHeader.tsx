import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** Shown small above the title (e.g. the organization's name). */
  overline?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page's main action (e.g. Add New Student), beside the title; below it on a phone. */
  action?: ReactNode;
}

/** A page's title, subtitle and main action, laid out the same on every page. */
export function PageHeader({ overline, title, subtitle, action }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        {overline !== undefined && (
          <Typography variant="overline" color="text.secondary" component="p">
            {overline}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      {action}
    </Stack>
  );
}
