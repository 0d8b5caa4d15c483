import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage } from '../../../lib/data/state';
import { useMessages } from '../../../lib/i18n/messages';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useUdiseSettings } from '../api/udise-settings';
import { udiseMessages } from './messages';
import { UdiseReadiness } from './UdiseReadiness';
import { UdiseSettingsForm } from './UdiseSettingsForm';

/** /udise (super_admin): the school's UDISE+ settings, which the UDISE+ return writes with. */
export function UdiseSettingsPage() {
  const { orgId, organization } = useCurrentOrganization();
  const settings = useUdiseSettings(orgId);
  const pageTitle = usePageTitle(PAGE_TITLES.udise);
  const t = useMessages(udiseMessages);
  return (
    <Stack spacing={3} sx={{ maxWidth: PAGE_TITLES.udise.maxWidth, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={pageTitle.title} subtitle={pageTitle.subtitle} />
      {settings.status === 'loading' && <PageLoading />}
      {settings.status === 'offline' && <Alert severity="info">{t('settings.offline')}</Alert>}
      {settings.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(settings.error)}</Alert>
      )}
      {settings.status === 'ready' && (
        // A new key when the saved settings change (here or on another device) starts the form
        // from them.
        <UdiseSettingsForm
          key={JSON.stringify(settings.data)}
          orgId={orgId}
          settings={settings.data}
        />
      )}
      {organization && <UdiseReadiness orgId={orgId} organization={organization} />}
      <Typography variant="body2" color="text.secondary">
        {t('settings.makeReturn')}{' '}
        <Link component={RouterLink} to={paths.students}>
          {t('settings.toDirectory')}
        </Link>
      </Typography>
    </Stack>
  );
}

export default UdiseSettingsPage;
