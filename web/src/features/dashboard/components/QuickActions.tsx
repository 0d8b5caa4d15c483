import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Assessment from '@mui/icons-material/AssessmentOutlined';
import ListAlt from '@mui/icons-material/ListAltOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { dashboardMessages, type DashboardKey } from '../messages';

const ACTIONS: Array<{ label: DashboardKey; to: string; icon: ReactNode }> = [
  { label: 'quick.students', to: paths.students, icon: <ListAlt /> },
  { label: 'addStudent', to: paths.addStudent, icon: <Add /> },
  { label: 'quick.map', to: paths.studentMap, icon: <MapIcon /> },
  { label: 'quick.report', to: paths.report, icon: <Assessment /> },
];

/** Quick Actions, each to its page, for staff only (docs/product.md, "Dashboard"). */
export const QuickActions = memo(function QuickActions() {
  const t = useMessages(dashboardMessages);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="quick-actions-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="quick-actions-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('quick.title')}
      </Typography>
      <Stack spacing={1}>
        {ACTIONS.map((action) => (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant="outlined"
            startIcon={action.icon}
            sx={{ justifyContent: 'flex-start' }}
          >
            {t(action.label)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
});
