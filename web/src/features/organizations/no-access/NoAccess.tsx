import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { shellMessages } from '../../../components/messages';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useOrganizations } from '../../../lib/session/current-organization';

export function NoAccess() {
  const { current } = useOrganizations();
  const t = useMessages(shellMessages);
  const core = useI18n().t;
  const where = current?.organization?.name ?? t('noAccess.thisOrganization');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Lock color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h1" gutterBottom>
        {t('noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {current
          ? t('noAccess.asRole', { role: roleLabel(current.role, core), org: where })
          : t('noAccess.chooseFirst')}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained">
        {t('noAccess.back')}
      </Button>
    </Box>
  );
}
