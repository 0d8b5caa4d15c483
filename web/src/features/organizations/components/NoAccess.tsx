import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/LockOutlined';
import { ROLE_LABELS } from '@village/model/roles';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useOrganizations } from '../../../lib/session/current-organization';

export function NoAccess() {
  const { current } = useOrganizations();
  const where = current?.organization?.name ?? 'this organization';
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Lock color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h1" gutterBottom>
        You don&apos;t have access to this page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {current
          ? `As ${ROLE_LABELS[current.role]} of ${where}, you can't open this page. Ask a super admin of the organization if you need it.`
          : 'Choose an organization first.'}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained">
        Back to Dashboard
      </Button>
    </Box>
  );
}
