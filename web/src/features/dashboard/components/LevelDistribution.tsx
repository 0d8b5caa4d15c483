import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { categoryForLevel, type Category } from '@village/model/levels';
import type { Organization } from '@village/model/organization';
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
  label: string;
  count: number;
  percent: number;
  category: Category;
  dense?: boolean;
}

function Bar({ label, count, percent, category, dense = false }: BarProps) {
  return (
    <li className={`bar-${category}${dense ? ' dense' : ''}`}>
      <div className="bar-text">
        <span className="bar-label">{label}</span>
        <span className="bar-count">
          {studentsText(count)} · {percent}%
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
  const distribution = organization ? distributionOf(organization) : undefined;
  return (
    <DistributionRoot aria-labelledby="distribution-title">
      <h2 id="distribution-title">Education Level Distribution</h2>
      {!distribution ? (
        <Box role="status" aria-label="Loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Box>
      ) : distribution.total <= 0 ? (
        <p className="distribution-empty">
          No students yet: the distribution appears once students are added.
        </p>
      ) : (
        <>
          <ul aria-label="By category">
            {distribution.categories.map((share) => (
              <Bar
                key={share.category}
                label={share.label}
                count={share.count}
                percent={share.percent}
                category={share.category}
              />
            ))}
          </ul>
          <h3>By level</h3>
          {distribution.levelsPending ? (
            <p className="distribution-note">
              The counts per level are being prepared and appear after the next daily recount.
            </p>
          ) : (
            <ul aria-label="By level">
              {distribution.levels.map((share) => (
                <Bar
                  key={share.level}
                  dense
                  label={share.level}
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
