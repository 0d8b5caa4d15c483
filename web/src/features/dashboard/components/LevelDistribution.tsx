import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { categoryForLevel, type Category } from '@village/model/levels';
import type { Organization } from '@village/model/organization';
import { useT } from '../../../lib/i18n/I18nProvider';
import { categoryLabel, levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages, type DashboardTranslate } from '../messages';
import { distributionOf, studentsText } from './distribution';

export interface LevelDistributionProps {
  /** undefined while the organization document loads. */
  organization: Pick<Organization, 'studentCount' | 'stats' | 'levels'> | undefined;
}

// One style for the section, written once: it draws a bar for each category and for each of the
// 26 levels that has students, and plain elements under a single class draw several times faster
// on a cheap phone than MUI's Typography and LinearProgress (five styled components a bar,
// computed again on every draw). It looks like an outlined Paper with MUI's determinate bars.
const DistributionRoot = styled('section')(({ theme }) => ({
  minWidth: 0,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& h2': { ...theme.typography.h2, fontSize: '1.125rem', margin: theme.spacing(0, 0, 2) },
  '& h3': { ...theme.typography.subtitle2, margin: theme.spacing(1, 0, 1.5) },
  '& .distribution-note': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
  },
  '& .distribution-empty': {
    ...theme.typography.body1,
    margin: 0,
    color: theme.palette.text.secondary,
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li': { marginBottom: theme.spacing(2) },
  '& li.dense': { marginBottom: theme.spacing(1.25) },
  '& .bar-text': {
    ...theme.typography.body2,
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(0.5),
    flexWrap: 'wrap',
  },
  '& .bar-label': { fontWeight: 600 },
  '& li.dense .bar-label': { fontWeight: 400 },
  '& .bar-count': { color: theme.palette.text.secondary },
  '& .bar-track': {
    height: 10,
    borderRadius: 5,
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
  },
  '& li.dense .bar-track': { height: 6 },
  '& .bar-fill': { height: '100%', borderRadius: 5 },
  // The level badges' category colours: primary green, secondary blue, higher purple
  // (docs/product.md, "Education levels").
  '& .bar-primary .bar-fill': { backgroundColor: theme.palette.success.main },
  '& .bar-secondary .bar-fill': { backgroundColor: theme.palette.secondary.main },
  '& .bar-higher .bar-fill': { backgroundColor: '#7b1fa2' },
}));

interface BarProps {
  t: DashboardTranslate;
  label: string;
  count: number;
  percent: number;
  category: Category;
  dense?: boolean;
}

function Bar({ t, label, count, percent, category, dense = false }: BarProps) {
  return (
    <li className={`bar-${category}${dense ? ' dense' : ''}`}>
      <div className="bar-text">
        <span className="bar-label">{label}</span>
        <span className="bar-count">
          {studentsText(count, t)} · {percent}%
        </span>
      </div>
      <div
        className="bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/**
 * Education Level Distribution: each category's share and count as a bar, then each level that
 * has students. From the counters the functions keep (per category and per level), never from
 * reading students, so that it costs nothing more for 10,000 students than for 10. Drawn again
 * only when the organization's counters change (memo), not when the rest of the dashboard loads.
 */
export const LevelDistribution = memo(function LevelDistribution({
  organization,
}: LevelDistributionProps) {
  const t = useMessages(dashboardMessages);
  const core = useT();
  const distribution = organization ? distributionOf(organization) : undefined;
  return (
    <DistributionRoot aria-labelledby="distribution-title">
      <h2 id="distribution-title">{t('distribution.title')}</h2>
      {!distribution ? (
        <Box role="status" aria-label={core('loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Box>
      ) : distribution.total <= 0 ? (
        <p className="distribution-empty">{t('distribution.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('distribution.byCategory')}>
            {distribution.categories.map((share) => (
              <Bar
                key={share.category}
                t={t}
                label={categoryLabel(share.category, core)}
                count={share.count}
                percent={share.percent}
                category={share.category}
              />
            ))}
          </ul>
          <h3>{t('distribution.byLevel')}</h3>
          {distribution.levelsPending ? (
            <p className="distribution-note">{t('distribution.levelsPending')}</p>
          ) : (
            <ul aria-label={t('distribution.byLevel')}>
              {distribution.levels.map((share) => (
                <Bar
                  key={share.level}
                  dense
                  t={t}
                  label={levelLabel(share.level, core)}
                  count={share.count}
                  percent={share.percent}
                  category={categoryForLevel(share.level)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </DistributionRoot>
  );
});
