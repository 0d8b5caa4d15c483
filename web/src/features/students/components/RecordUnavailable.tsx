import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { studentRecordMessages } from './messages';

export interface RecordUnavailableProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A page-sized message in place of a student's page (not found, offline, refused), with a way back. */
export function RecordUnavailable({ icon, title, children }: RecordUnavailableProps) {
  const t = useMessages(studentRecordMessages);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
      {icon}
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
        {children}
      </Typography>
      <Button component={RouterLink} to={paths.students} variant="contained">
        {t('back')}
      </Button>
    </Box>
  );
}
