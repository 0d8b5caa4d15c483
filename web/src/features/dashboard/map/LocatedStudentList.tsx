import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCoordinates } from '../../../components/map/MapUnavailable';
import { useT } from '../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { dashboardMessages } from '../messages';
import type { LocatedStudent } from './located-students';

/** Students shown at first, and added by each Show more: a long list stays quick to render. */
export const LIST_PAGE_SIZE = 50;

export interface LocatedStudentListProps {
  students: readonly LocatedStudent[];
}

/**
 * The located students as a list of links to their profiles: what the map shows, usable without
 * it (no key, offline, a screen reader, a keyboard).
 */
export function LocatedStudentList({ students }: LocatedStudentListProps) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const t = useMessages(dashboardMessages);
  const core = useT();
  if (students.length === 0) return null;
  const visible = students.slice(0, shown);
  const remaining = students.length - visible.length;

  return (
    <Box component="section" aria-labelledby="located-students-title">
      <Typography
        id="located-students-title"
        variant="h2"
        sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}
      >
        {t('list.title')}
      </Typography>
      <Box component="ul" aria-label={t('list.title')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {visible.map((student) => (
          <Box
            component="li"
            key={student.id}
            sx={{
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              alignItems: 'baseline',
            }}
          >
            <Link
              component={RouterLink}
              to={paths.student(student.id)}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {student.name}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {levelLabel(student.educationLevel, core)} · {student.school}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
              {formatCoordinates(student.location)}
            </Typography>
          </Box>
        ))}
      </Box>
      {remaining > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setShown((count) => count + LIST_PAGE_SIZE)}>
            {t('list.showMore')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('list.showing', { shown: visible.length, total: students.length })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
