import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
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

// One style for every card, written once: a search swaps up to 24 cards per keystroke, and plain
// elements under a single class draw several times faster on a cheap phone than a tree of MUI
// layout components with their own `sx` each.
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '& .card-head': {
    display: 'flex',
    gap: theme.spacing(1.5),
    alignItems: 'flex-start',
    marginBottom: theme.spacing(1.5),
  },
  '& .card-avatar': {
    width: 40,
    height: 40,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontSize: '1.1rem',
  },
  '& h3': {
    ...theme.typography.subtitle1,
    margin: 0,
    fontWeight: 600,
    lineHeight: 1.3,
    overflowWrap: 'anywhere',
  },
  '& .card-badges': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(0.5),
  },
  '& .card-details': {
    display: 'grid',
    gap: theme.spacing(0.75),
    flexGrow: 1,
    alignContent: 'start',
  },
  '& .card-detail': {
    ...theme.typography.body2,
    display: 'flex',
    gap: theme.spacing(1),
    alignItems: 'flex-start',
    minWidth: 0,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
    position: 'relative',
  },
  '& .card-detail > svg': {
    color: theme.palette.text.secondary,
    fontSize: 20,
    flexShrink: 0,
    marginTop: 2,
  },
  '& .card-detail a': { color: 'inherit', textDecoration: 'none' },
  '& .card-detail a:hover': { textDecoration: 'underline' },
  '& .card-actions': { display: 'flex', gap: theme.spacing(1), paddingTop: theme.spacing(2) },
  '& .visually-hidden': visuallyHidden,
}));

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
    <div className="card-detail">
      {icon}
      <div>
        <span className="visually-hidden">{label}: </span>
        {children}
      </div>
    </div>
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
    <CardRoot aria-labelledby={nameId}>
      <div className="card-head">
        <span className="card-avatar" aria-hidden>
          {initials(entry.name)}
        </span>
        <div>
          <h3 id={nameId}>{entry.name}</h3>
          <div className="card-badges">
            <LevelBadge educationLevel={entry.educationLevel} course={entry.course} />
            <StudentStatusChips entry={entry} pending={pending} />
          </div>
        </div>
      </div>
      <div className="card-details">
        <Detail icon={<SchoolOutlined aria-hidden />} label="School or college">
          {entry.school}
        </Detail>
        {entry.address && (
          <Detail icon={<PlaceOutlined aria-hidden />} label="Address">
            {entry.address}
          </Detail>
        )}
        {entry.parentName && (
          <Detail icon={<PersonOutlined aria-hidden />} label="Parent/Guardian">
            {entry.parentName}
          </Detail>
        )}
        {contact && (
          <Detail icon={<PhoneOutlined aria-hidden />} label="Contact">
            <a href={`tel:${entry.parentContact}`}>{contact}</a>
          </Detail>
        )}
      </div>
      <div className="card-actions">
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
      </div>
    </CardRoot>
  );
});
