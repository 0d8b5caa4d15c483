import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { dataErrorMessage } from '../../lib/data/state';
import { paths } from '../../lib/paths';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useDirectory } from './api/use-directory';
import { DirectorySummary } from './directory/DirectorySummary';
import { UrlDirectory } from './directory/UrlDirectory';

/**
 * /students: the Village Student Directory. The counts come from the organization's counters;
 * the list from the directory index, searched and filtered in the browser (README: Directory).
 */
export function StudentDirectoryPage() {
  const { orgId, organization } = useCurrentOrganization();
  const directory = useDirectory(orgId);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">Village Student Directory</Typography>
          <Typography color="text.secondary">
            Manage student records from 1st standard to postgraduate level
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.addStudent}
          variant="contained"
          startIcon={<Add />}
          sx={{ flexShrink: 0 }}
        >
          Add New Student
        </Button>
      </Stack>

      <DirectorySummary organization={organization} />

      {directory.status === 'loading' && <PageLoading />}
      {directory.status === 'offline' && (
        <Alert severity="info">
          You are offline and this directory has not been opened on this device yet.
        </Alert>
      )}
      {directory.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(directory.error)}</Alert>
      )}
      {directory.status === 'ready' && (
        <UrlDirectory entries={directory.data.entries} pendingIds={directory.data.pendingIds} />
      )}
    </Stack>
  );
}

export default StudentDirectoryPage;
