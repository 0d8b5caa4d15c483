import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Organization } from '@village/model/organization';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { formatMonthName } from '../../../lib/i18n/format';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';
import { CurrentAcademicYear } from './CurrentAcademicYear';

/** The organization's details as a member who is not its super_admin sees them: read-only. */
export function OrganizationDetailsView({ organization }: { organization: Organization }) {
  const t = useMessages(organizationMessages);
  const { t: core, language } = useI18n();
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('settings.details')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.name')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{organization.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.description')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
        {organization.description || t('settings.noDescription')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.address')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
        {organization.address || t('settings.noAddress')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.yearStart')}
      </Typography>
      <Typography>{formatMonthName(organization.academicYearStartMonth, language)}</Typography>
      <CurrentAcademicYear startMonth={organization.academicYearStartMonth} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('settings.attendanceWindow')}
      </Typography>
      <Typography>{organization.attendanceWindowDays}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('settings.onlyRole', { role: roleLabel('super_admin', core) })}
      </Typography>
    </Box>
  );
}
