import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** The frame of /terms and /privacy: readable width, a way back. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ bgcolor: 'background.default', minHeight: '100dvh', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Village Education · last updated November 2026
        </Typography>
        <Box sx={{ '& h2': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 } }}>{children}</Box>
        <Link component={RouterLink} to={paths.signIn} sx={{ display: 'inline-block', mt: 3 }}>
          Back to Sign In
        </Link>
      </Paper>
    </Box>
  );
}
