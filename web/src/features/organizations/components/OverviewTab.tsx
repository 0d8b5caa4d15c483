import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import HowToReg from '@mui/icons-material/HowToRegOutlined';
import Logout from '@mui/icons-material/LogoutOutlined';
import { offRollCounts, type Organization } from '@village/model/organization';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';

/**
 * Total Students (on the roll), Total Users and Active Since (the creation year), then the
 * students who graduated and who left, from the counters (docs/product.md, "Organization";
 * docs/counters.md). Graduated and left read "—" until the reconcile has first counted them.
 */
export function OverviewTab({ organization }: { organization: Organization | undefined }) {
  const t = useMessages(organizationMessages);
  const offRoll = organization && offRollCounts(organization);
  const offRollValue = (count: number | undefined) =>
    organization && (count === undefined ? t('overview.notCountedYet') : formatCount(count));
  const figures: { label: string; value: string | undefined; icon: SvgIconComponent }[] = [
    {
      label: t('overview.students'),
      value: organization && formatCount(organization.studentCount),
      icon: School,
    },
    {
      label: t('overview.users'),
      value: organization && formatCount(organization.userCount),
      icon: Groups,
    },
    {
      label: t('overview.activeSince'),
      value: organization ? String(organization.createdAt.getFullYear()) : undefined,
      icon: CalendarMonth,
    },
    { label: t('overview.graduated'), value: offRollValue(offRoll?.graduated), icon: HowToReg },
    { label: t('overview.left'), value: offRollValue(offRoll?.left), icon: Logout },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {figures.map(({ label, value, icon: Icon }) => (
          <Card key={label} variant="outlined" role="group" aria-label={label}>
            <CardContent>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Icon fontSize="small" aria-hidden />
                {label}
              </Typography>
              <Typography variant="h4" component="p" sx={{ mt: 1, fontWeight: 700 }}>
                {value ?? <Skeleton width={80} />}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('overview.onRollNote')}
      </Typography>
    </Box>
  );
}
