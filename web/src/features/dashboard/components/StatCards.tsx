import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import School from '@mui/icons-material/SchoolOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Backpack from '@mui/icons-material/BackpackOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import type { Organization } from '@village/model/organization';
import { monthCountsOnRoll, type MonthlyStats } from '@village/model/stats';
import { memo, type ReactNode } from 'react';
import { trendOf, type Trend, type TrendDirection } from './trend';
import { formatCount } from '../../../lib/format-count';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../messages';

export interface StatCardsProps {
  /** The organization's counters; undefined while its document loads. */
  organization: Pick<Organization, 'studentCount' | 'stats' | 'onRollSince'> | undefined;
  /** The previous month's closing figures: null when there is no earlier month, undefined while they load. */
  previous: MonthlyStats | null | undefined;
  /** They could not be loaded (offline, refused): the page says why, the cards say no trend. */
  trendUnavailable?: boolean;
}

interface Card {
  key: string;
  label: string;
  icon: ReactNode;
  value: number | undefined;
  previous: number | undefined;
}

const TREND_ICONS: Record<TrendDirection, ReactNode> = {
  up: <TrendingUp fontSize="inherit" aria-hidden />,
  down: <TrendingDown fontSize="inherit" aria-hidden />,
  flat: <TrendingFlat fontSize="inherit" aria-hidden />,
  none: null,
};

const TREND_COLORS: Record<TrendDirection, string> = {
  up: 'success.main',
  down: 'error.main',
  flat: 'text.secondary',
  none: 'text.secondary',
};

/**
 * The four stat cards (docs/product.md, "Dashboard"), from the organization's counters: no
 * student is read.
 */
export const StatCards = memo(function StatCards({
  organization,
  previous,
  trendUnavailable = false,
}: StatCardsProps) {
  const t = useMessages(dashboardMessages);
  // A month closed before the counters counted on the roll counted graduated and left students
  // too: a trend against it would compare different things (docs/counters.md).
  const comparable =
    !previous || !organization || monthCountsOnRoll(previous.month, organization.onRollSince);
  const cards: Card[] = [
    {
      key: 'total',
      label: t('stats.total'),
      icon: <Groups />,
      value: organization?.studentCount,
      previous: previous?.total,
    },
    {
      key: 'primary',
      label: t('stats.primary'),
      icon: <Backpack />,
      value: organization?.stats.primary,
      previous: previous?.primary,
    },
    {
      key: 'secondary',
      label: t('stats.secondary'),
      icon: <MenuBook />,
      value: organization?.stats.secondary,
      previous: previous?.secondary,
    },
    {
      key: 'higher',
      label: t('stats.higher'),
      icon: <School />,
      value: organization?.stats.higher,
      previous: previous?.higher,
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('stats.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <StatCard
          key={card.key}
          card={card}
          trend={
            trendUnavailable
              ? { text: t('trend.unavailable'), direction: 'none' }
              : !comparable
                ? { text: t('trend.notComparable'), direction: 'none' }
                : card.value !== undefined && previous !== undefined
                  ? trendOf(card.value, card.previous, t)
                  : null
          }
        />
      ))}
    </Box>
  );
});

/** One card; `trend` null while it loads. */
function StatCard({ card, trend }: { card: Card; trend: Trend | null }) {
  const loading = useT()('loading');
  return (
    <Paper component="li" variant="outlined" aria-label={card.label} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {card.label}
        </Typography>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {card.icon}
        </Box>
      </Box>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, my: 0.5 }}>
        {card.value === undefined ? (
          <Skeleton width={64} aria-label={loading} />
        ) : (
          <span data-testid="stat-value">{formatCount(card.value)}</span>
        )}
      </Typography>
      <Typography
        component="p"
        variant="caption"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: trend ? TREND_COLORS[trend.direction] : 'text.secondary',
        }}
      >
        {trend ? (
          <>
            {TREND_ICONS[trend.direction]}
            <span data-testid="stat-trend">{trend.text}</span>
          </>
        ) : (
          <Skeleton width={120} aria-label={loading} />
        )}
      </Typography>
    </Paper>
  );
}
