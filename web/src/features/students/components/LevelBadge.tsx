import Chip from '@mui/material/Chip';
import { categoryForLevel, isEducationLevel, type Category } from '@village/model/levels';

export interface LevelBadgeProps {
  /** One of the 26 levels; anything else is shown as it is, in the default grey. */
  educationLevel: string;
  /** Shown after the level ("B.Sc Computer Science") when given. */
  course?: string;
}

/**
 * SPEC.md §9: primary green, secondary blue, higher purple, otherwise default grey. The theme's
 * `secondary` palette is the blue (its `primary` is green); purple has no palette entry.
 */
const HIGHER_PURPLE = '#7b1fa2';

function categoryOf(level: string): Category | undefined {
  return isEducationLevel(level) ? categoryForLevel(level) : undefined;
}

/** The education level as a badge coloured by its category. */
export function LevelBadge({ educationLevel, course }: LevelBadgeProps) {
  const category = categoryOf(educationLevel);
  const label = course?.trim() ? `${educationLevel} ${course.trim()}` : educationLevel;
  const common = { label, size: 'small' as const, 'data-category': category ?? 'none' };
  if (category === 'primary') return <Chip {...common} color="success" />;
  if (category === 'secondary') return <Chip {...common} color="secondary" />;
  if (category === 'higher') {
    return <Chip {...common} sx={{ bgcolor: HIGHER_PURPLE, color: '#fff' }} />;
  }
  return <Chip {...common} />;
}
