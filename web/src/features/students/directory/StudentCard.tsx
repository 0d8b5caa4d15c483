import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { memo, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryEntry } from '@village/model/directory';
import { formatIndianMobile } from '@village/model/phone';
import { initials } from '@village/model/student';
import { paths } from '../../../lib/paths';
import { LevelBadge } from '../components/LevelBadge';
import { StudentStatusChips } from './StudentStatusChips';
import { visuallyHidden } from './visually-hidden';

export interface StudentCardProps {
  entry: DirectoryEntry;
  pending: boolean;
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Typography
        variant="body2"
        component="div"
        sx={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', position: 'relative' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * One student in the Grid View (SPEC.md §2: initials, name, level, school, address, guardian).
 * Memoised: a keystroke re-renders the directory, and a card of an unchanged student need not.
 */
export const StudentCard = memo(function StudentCard({ entry, pending }: StudentCardProps) {
  const nameId = useId();
  const contact = entry.parentContact ? formatIndianMobile(entry.parentContact) : '';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {initials(entry.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={nameId}
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {entry.name}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              <LevelBadge educationLevel={entry.educationLevel} course={entry.course} />
              <StudentStatusChips entry={entry} pending={pending} />
            </Stack>
          </Box>
        </Stack>
        <Stack spacing={0.75}>
          <Detail icon={<SchoolOutlined fontSize="small" />} label="School or college">
            {entry.school}
          </Detail>
          {entry.address && (
            <Detail icon={<PlaceOutlined fontSize="small" />} label="Address">
              {entry.address}
            </Detail>
          )}
          {entry.parentName && (
            <Detail icon={<PersonOutlined fontSize="small" />} label="Parent/Guardian">
              {entry.parentName}
            </Detail>
          )}
          {contact && (
            <Detail icon={<PhoneOutlined fontSize="small" />} label="Contact">
              <Link href={`tel:${entry.parentContact}`} underline="hover" color="inherit">
                {contact}
              </Link>
            </Detail>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={paths.student(entry.id)}
          variant="outlined"
          size="small"
          startIcon={<VisibilityOutlined />}
          aria-label={`View ${entry.name}`}
        >
          View
        </Button>
        <Button
          component={RouterLink}
          to={paths.editStudent(entry.id)}
          size="small"
          startIcon={<EditOutlined />}
          aria-label={`Edit ${entry.name}`}
        >
          Edit
        </Button>
      </CardActions>
    </Card>
  );
});
