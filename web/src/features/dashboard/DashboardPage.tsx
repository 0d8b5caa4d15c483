import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCurrentOrganization } from '../../lib/session/current-organization';

/** The dashboard (/ and /analytics). Its figures arrive with the dashboard issue. */
export function DashboardPage() {
  const { organization } = useCurrentOrganization();
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {organization?.name ?? ' '}
      </Typography>
      <Typography variant="h1">Village Education Dashboard</Typography>
      <Typography color="text.secondary">
        Overview of student records and educational statistics
      </Typography>
    </Box>
  );
}

export default DashboardPage;
