import { styled } from '@mui/material/styles';
import { categoryForLevel, isEducationLevel, type Category } from '@village/model/levels';
import { useT } from '../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../lib/i18n/labels';

export interface LevelBadgeProps {
  /** One of the 26 levels; anything else is shown as it is, in the default grey. */
  educationLevel: string;
  /** Shown after the level ("B.Sc Computer Science") when given. */
  course?: string;
}

/**
 * Primary green, secondary blue, higher purple (docs/product.md, "Education levels"), otherwise
 * default grey. The theme's `secondary` palette is the blue (its `primary` is green); purple has no
 * palette entry.
 */
export const HIGHER_PURPLE = '#7b1fa2';

// Drawn like MUI's small Chip, but as one styled element with a style per category rather than a
// Chip per badge: the directory draws a badge on each of its 24 cards and each table row, and a
// Chip is several styled components, each computed again for every badge on a cheap phone.
const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  fontFamily: theme.typography.fontFamily,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  backgroundColor: theme.palette.action.selected,
  color: theme.palette.text.primary,
  '&[data-category="primary"]': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&[data-category="secondary"]': {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
  '&[data-category="higher"]': { backgroundColor: HIGHER_PURPLE, color: '#fff' },
}));

function categoryOf(level: string): Category | undefined {
  return isEducationLevel(level) ? categoryForLevel(level) : undefined;
}

/** The education level as a badge coloured by its category, in the reader's words ("कक्षा 5"). */
export function LevelBadge({ educationLevel, course }: LevelBadgeProps) {
  const t = useT();
  const level = isEducationLevel(educationLevel) ? levelLabel(educationLevel, t) : educationLevel;
  const label = course?.trim() ? `${level} ${course.trim()}` : level;
  return <Badge data-category={categoryOf(educationLevel) ?? 'none'}>{label}</Badge>;
}
