import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { dataErrorMessage } from '../../lib/data/state';
import { useDirectory } from '../../lib/directory/use-directory';
import { useT } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { LocatedStudentsMap } from './map/LocatedStudentsMap';
import { useLocatedStudents } from './map/use-located-students';
import { dashboardMessages } from './messages';

/**
 * /map (staff): the organization's located students on one map, each linking to its profile. The
 * directory's worker finds them: the page receives only those.
 */
export function StudentMapPage() {
  const { orgId } = useCurrentOrganization();
  const located = useLocatedStudents(useDirectory(orgId));
  const t = useMessages(dashboardMessages);
  const core = useT();

  return (
    <Box>
      <Link
        component={RouterLink}
        to={paths.dashboard}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {core('nav.dashboard')}
      </Link>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('map.title')}
      </Typography>
      {located.status === 'loading' && <PageLoading />}
      {located.status === 'offline' && <Alert severity="info">{t('map.offline')}</Alert>}
      {located.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(located.error, core)}</Alert>
      )}
      {located.status === 'ready' && <LocatedStudentsMap {...located.data} />}
    </Box>
  );
}

export default StudentMapPage;
