import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SummaryFigures } from './summary-figures';
import { formatCount } from '../../../lib/format-count';

/** The bars repeat the percents: left out on a phone, where the table needs the width. */
const BAR_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ breakInside: 'avoid' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The figures as a page to print: cards, then tables a reader can copy into a letter. */
export function ReportSummary({ figures }: { figures: SummaryFigures }) {
  const cards = [
    { label: 'Total Students', value: figures.totalStudents },
    ...figures.categories.map(({ label, count }) => ({ label, value: count })),
    { label: 'Added This Month', value: figures.recentAdditions },
    { label: 'Schools', value: figures.schools },
  ];
  return (
    // minmax(0, 1fr): a wide table scrolls in its own box instead of widening the page on a phone.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Section title="Figures">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            '@media print': { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {cards.map(({ label, value }) => (
            <Paper
              key={label}
              variant="outlined"
              data-figure={label}
              sx={{ p: 1.5, display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
                {formatCount(value)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section title="Education Level Distribution">
        <Table size="small" aria-label="Education Level Distribution">
          <TableHead>
            <TableRow>
              <TableCell>Level</TableCell>
              <TableCell align="right">Students</TableCell>
              <TableCell align="right">Percent</TableCell>
              <TableCell sx={{ width: '40%', ...BAR_COLUMN }}>
                <span aria-hidden>Share</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.categories.map(({ category, label, count, percent }) => (
              <TableRow key={category}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{formatCount(count)}</TableCell>
                <TableCell align="right">{percent}%</TableCell>
                <TableCell sx={BAR_COLUMN}>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    aria-hidden
                    // Browsers drop background colours when printing; a border keeps the bar.
                    sx={{ height: 8, borderRadius: 1, '@media print': { border: 1 } }}
                  />
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatCount(figures.totalStudents)}
              </TableCell>
              <TableCell />
              <TableCell sx={BAR_COLUMN} />
            </TableRow>
          </TableBody>
        </Table>
      </Section>

      {figures.levels && figures.levels.length > 0 && (
        <Section title="Students per Education Level">
          <Table size="small" aria-label="Students per Education Level">
            <TableHead>
              <TableRow>
                <TableCell>Education Level</TableCell>
                <TableCell align="right">Students</TableCell>
                <TableCell align="right">Percent</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.levels.map(({ level, count, percent }) => (
                <TableRow key={level}>
                  <TableCell component="th" scope="row">
                    {level}
                  </TableCell>
                  <TableCell align="right">{formatCount(count)}</TableCell>
                  <TableCell align="right">{percent}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
    </Box>
  );
}
