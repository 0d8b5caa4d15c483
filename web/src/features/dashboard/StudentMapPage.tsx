import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { dataErrorMessage } from '../../lib/data/state';
import { useDirectoryIndex } from '../../lib/directory/directory-index';
import { paths } from '../../lib/paths';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { LocatedStudentsMap } from './map/LocatedStudentsMap';

/** /map (staff): the organization's located students on one map, each linking to its profile. */
export function StudentMapPage() {
  const { orgId } = useCurrentOrganization();
  const index = useDirectoryIndex(orgId);

  return (
    <Box>
      <Link
        component={RouterLink}
        to={paths.dashboard}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        Dashboard
      </Link>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Student Map
      </Typography>
      {index.status === 'loading' && <PageLoading />}
      {index.status === 'offline' && (
        <Alert severity="info">
          You are offline and the students have not been loaded on this device yet.
        </Alert>
      )}
      {index.status === 'error' && <Alert severity="error">{dataErrorMessage(index.error)}</Alert>}
      {index.status === 'ready' && <LocatedStudentsMap entries={index.data.entries} />}
    </Box>
  );
}

export default StudentMapPage;
