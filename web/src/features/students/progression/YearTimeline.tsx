import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EducationLevel } from '@village/model/levels';
import type { StudentYear } from '@village/model/progression';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { Section } from '../profile/ProfileSection';
import { progressionMessages, type ProgressionTranslate } from './messages';
import { classText } from './progression-text';

export interface YearTimelineProps {
  /** The student's closed years, newest first; null while they are read. */
  years: readonly StudentYear[] | null;
  /** The year under way, shown on top while the student is on the roll. */
  current: { label: string; educationLevel: EducationLevel; section: string } | null;
}

/** "2025-26 · Class 7-A · Promoted · 78% · 190 days attended". */
function yearLine(year: StudentYear, t: ProgressionTranslate): string {
  const parts = [
    year.year,
    classText(year.educationLevel, year.section, t),
    t(`outcome.${year.outcome}`),
  ];
  if (year.marks !== null) parts.push(t('history.marks', { marks: formatCount(year.marks) }));
  if (year.daysAttended !== null)
    parts.push(t('history.days', { count: year.daysAttended, n: formatCount(year.daysAttended) }));
  return parts.join(t('history.separator'));
}

/**
 * The student's academic years as a vertical timeline, the year under way on top:
 * what class they were in each year and what came of it.
 */
export function YearTimeline({ years, current }: YearTimelineProps) {
  const t = useMessages(progressionMessages);
  // A closed year is recorded once: the year under way is not repeated when it is closed already.
  const showCurrent = current !== null && !years?.some((year) => year.year === current.label);
  const lines = [
    ...(showCurrent
      ? [
          {
            key: 'current',
            text: [
              current.label,
              classText(current.educationLevel, current.section, t),
              t('history.current'),
            ].join(t('history.separator')),
            current: true,
          },
        ]
      : []),
    ...(years ?? []).map((year) => ({
      key: String(year.startYear),
      text: yearLine(year, t),
      current: false,
    })),
  ];
  return (
    <Section title={t('history.title')}>
      {years === null ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('history.loading')}
        </Typography>
      ) : years.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('history.none')}
        </Typography>
      ) : null}
      {years !== null && years.length > 0 && (
        <Box component="ol" aria-label={t('history.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map((line, index) => (
            <Box
              component="li"
              key={line.key}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === lines.length - 1 ? 0 : 2,
                // The line between the dots, down to the next year.
                '&::before':
                  index === lines.length - 1
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        left: 5,
                        top: 14,
                        bottom: 0,
                        borderLeft: 2,
                        borderColor: 'divider',
                      },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 0,
                  top: 5,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: line.current ? 'primary.main' : 'background.paper',
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: line.current ? 600 : 400 }}>
                {line.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
