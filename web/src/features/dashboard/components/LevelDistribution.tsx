import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { categoryForLevel, type Category } from '@village/model/levels';
import type { Organization } from '@village/model/organization';
import { distributionOf, studentsText } from './distribution';

export interface LevelDistributionProps {
  /** undefined while the organization document loads. */
  organization: Pick<Organization, 'studentCount' | 'stats' | 'levels'> | undefined;
}

/** SPEC.md §9's category colours: primary green, secondary blue, higher purple. */
const CATEGORY_COLORS: Record<Category, string> = {
  primary: 'success.main',
  secondary: 'secondary.main',
  higher: '#7b1fa2',
};

interface BarProps {
  label: string;
  count: number;
  percent: number;
  color: string;
  dense?: boolean;
}

function Bar({ label, count, percent, color, dense = false }: BarProps) {
  return (
    <Box component="li" sx={{ mb: dense ? 1.25 : 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          mb: 0.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: dense ? 400 : 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {studentsText(count)} · {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{
          height: dense ? 6 : 10,
          borderRadius: 5,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { bgcolor: color, borderRadius: 5 },
        }}
      />
    </Box>
  );
}

/**
 * Education Level Distribution: each category's share and count as a bar, then each level that
 * has students. From the counters the functions keep (per category and per level), never from
 * reading students, so that it costs nothing more for 10,000 students than for 10.
 */
export function LevelDistribution({ organization }: LevelDistributionProps) {
  const distribution = organization ? distributionOf(organization) : undefined;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="distribution-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="distribution-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        Education Level Distribution
      </Typography>
      {!distribution ? (
        <Box role="status" aria-label="Loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Box>
      ) : distribution.total <= 0 ? (
        <Typography color="text.secondary">
          No students yet: the distribution appears once students are added.
        </Typography>
      ) : (
        <>
          <Box component="ul" aria-label="By category" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {distribution.categories.map((share) => (
              <Bar
                key={share.category}
                label={share.label}
                count={share.count}
                percent={share.percent}
                color={CATEGORY_COLORS[share.category]}
              />
            ))}
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1, mb: 1.5 }}>
            By level
          </Typography>
          {distribution.levelsPending ? (
            <Typography variant="body2" color="text.secondary">
              The counts per level are being prepared and appear after the next daily recount.
            </Typography>
          ) : (
            <Box component="ul" aria-label="By level" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {distribution.levels.map((share) => (
                <Bar
                  key={share.level}
                  dense
                  label={share.level}
                  count={share.count}
                  percent={share.percent}
                  color={CATEGORY_COLORS[categoryForLevel(share.level)]}
                />
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
