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
import { useT } from '../../../lib/i18n/I18nProvider';
import { categoryLabel, levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { reportMessages } from './messages';

/** The bars repeat the percents: left out on a phone, where the table needs the width. */
const BAR_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** `name`: the section's English title, which names its element ids in every language. */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `report-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
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
  const t = useMessages(reportMessages);
  const core = useT();
  const en = reportMessages.en;
  // `figure`: the English label, which names the card (data-figure) in every language.
  const cards = [
    { figure: en['summary.total'], label: t('summary.total'), value: figures.totalStudents },
    ...figures.categories.map(({ category, label, count }) => ({
      figure: label,
      label: categoryLabel(category, core),
      value: count,
    })),
    {
      figure: en['summary.addedThisMonth'],
      label: t('summary.addedThisMonth'),
      value: figures.recentAdditions,
    },
    { figure: en['summary.schools'], label: t('summary.schools'), value: figures.schools },
    ...(figures.offRoll
      ? [
          {
            figure: en['summary.graduated'],
            label: t('summary.graduated'),
            value: figures.offRoll.graduated,
          },
          { figure: en['summary.left'], label: t('summary.left'), value: figures.offRoll.left },
        ]
      : []),
  ];
  return (
    // minmax(0, 1fr): a wide table scrolls in its own box instead of widening the page on a phone.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Section name={en['summary.figures']} title={t('summary.figures')}>
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
          {cards.map(({ figure, label, value }) => (
            <Paper
              key={figure}
              variant="outlined"
              data-figure={figure}
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('summary.onRollNote')}
        </Typography>
      </Section>

      <Section name={en['summary.distribution']} title={t('summary.distribution')}>
        <Table size="small" aria-label={t('summary.distribution')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('summary.level')}</TableCell>
              <TableCell align="right">{t('summary.students')}</TableCell>
              <TableCell align="right">{t('summary.percent')}</TableCell>
              <TableCell sx={{ width: '40%', ...BAR_COLUMN }}>
                <span aria-hidden>{t('summary.share')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.categories.map(({ category, count, percent }) => (
              <TableRow key={category}>
                <TableCell component="th" scope="row">
                  {categoryLabel(category, core)}
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
                {t('summary.totalRow')}
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
        <Section name={en['summary.perLevel']} title={t('summary.perLevel')}>
          <Table size="small" aria-label={t('summary.perLevel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('summary.educationLevel')}</TableCell>
                <TableCell align="right">{t('summary.students')}</TableCell>
                <TableCell align="right">{t('summary.percent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.levels.map(({ level, count, percent }) => (
                <TableRow key={level}>
                  <TableCell component="th" scope="row">
                    {levelLabel(level, core)}
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
