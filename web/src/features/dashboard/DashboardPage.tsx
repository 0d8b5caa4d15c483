import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The dashboard (/ and /analytics). Its figures come with the counters (issue 4). */
export function DashboardPage() {
  return (
    <Box>
      <Typography variant="h1">Village Education Dashboard</Typography>
      <Typography color="text.secondary">
        Overview of student records and educational statistics
      </Typography>
    </Box>
  );
}

export default DashboardPage;
