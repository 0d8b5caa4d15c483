import { alpha, styled } from '@mui/material/styles';
import { memo, useId, type ReactNode } from 'react';
import type { DirectoryEntry } from '@village/model/directory';
import { formatIndianMobile } from '@village/model/phone';
import { initials } from '@village/model/student';
import { useMessages } from '../../../lib/i18n/messages';
import { appHref, paths } from '../../../lib/paths';
import { LevelBadge } from '../components/LevelBadge';
import { CardIcon, type CardIconName } from './card-icons';
import { directoryMessages } from './messages';
import { StudentStatusChips } from './StudentStatusChips';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface StudentCardProps {
  entry: DirectoryEntry;
  pending: boolean;
}

// One style for every card, written once: the directory draws 24 cards when it opens and a
// search swaps them per keystroke, and plain elements under a single class draw several times
// faster on a cheap phone than MUI components (each icon, button and chip is one or more styled
// components, computed again for every card). The icons are plain SVG (card-icons.tsx) and the
// actions plain links drawn like MUI's small buttons, without the ripple.
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
    width: 20,
    height: 20,
    flexShrink: 0,
    marginTop: 2,
  },
  '& .card-detail a': { color: 'inherit', textDecoration: 'none' },
  '& .card-detail a:hover': { textDecoration: 'underline' },
  '& .card-actions': { display: 'flex', gap: theme.spacing(1), paddingTop: theme.spacing(2) },
  '& .card-action': {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    textTransform: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    minWidth: 64,
    padding: '4px 5px',
    border: '1px solid transparent',
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    transition: theme.transitions.create(['background-color', 'border-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '& svg': { width: 18, height: 18, marginLeft: -2 },
  },
  '& .card-action-outlined': {
    padding: '3px 9px',
    borderColor: alpha(theme.palette.primary.main, 0.5),
    '&:hover': { borderColor: theme.palette.primary.main },
  },
  '& .visually-hidden': visuallyHidden,
}));

function Detail({
  icon,
  label,
  children,
}: {
  icon: CardIconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="card-detail">
      <CardIcon name={icon} />
      <div>
        <span className="visually-hidden">{label}: </span>
        {children}
      </div>
    </div>
  );
}

/**
 * One student in the Grid View: initials, name, level, school, address, guardian (docs/product.md,
 * "Student directory").
 * Memoised: a keystroke re-renders the directory, and a card of an unchanged student need not.
 */
export const StudentCard = memo(function StudentCard({ entry, pending }: StudentCardProps) {
  const nameId = useId();
  const t = useMessages(directoryMessages);
  const contact = entry.parentContact ? formatIndianMobile(entry.parentContact) : '';
  const profilePath = paths.student(entry.id);
  const editPath = paths.editStudent(entry.id);
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
        <Detail icon="school" label={t('card.school')}>
          {entry.school}
        </Detail>
        {entry.address && (
          <Detail icon="place" label={t('card.address')}>
            {entry.address}
          </Detail>
        )}
        {entry.parentName && (
          <Detail icon="person" label={t('card.parent')}>
            {entry.parentName}
          </Detail>
        )}
        {contact && (
          <Detail icon="phone" label={t('card.contact')}>
            <a href={`tel:${entry.parentContact}`}>{contact}</a>
          </Detail>
        )}
      </div>
      <div className="card-actions">
        {/* Plain links, their clicks taken by the grid (lib/app-links.ts). */}
        <a
          href={appHref(profilePath)}
          data-app-link={profilePath}
          className="card-action card-action-outlined"
          aria-label={t('viewName', { name: entry.name })}
        >
          <CardIcon name="view" />
          {t('view')}
        </a>
        <a
          href={appHref(editPath)}
          data-app-link={editPath}
          className="card-action"
          aria-label={t('editName', { name: entry.name })}
        >
          <CardIcon name="edit" />
          {t('edit')}
        </a>
      </div>
    </CardRoot>
  );
});
