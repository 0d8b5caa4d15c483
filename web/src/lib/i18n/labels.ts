import type { Category, EducationLevel } from '@village/model/levels';
import type { Gender } from '@village/model/filters';
import type { Role } from '@village/model/roles';
import type { Translate } from './catalog';

// Display names of stored values. The stored values (and exports' canonical columns) stay as the
// model writes them; only what a person reads is translated.

/** "1st Standard" → "कक्षा 1" in Hindi; degree names (B.Sc, MBA) stay as written. */
export function levelLabel(level: EducationLevel, t: Translate): string {
  const standard = /^(\d+)(st|nd|rd|th) Standard$/.exec(level);
  if (standard)
    return t('level.standard', { ordinal: `${standard[1]}${standard[2]}`, number: standard[1]! });
  if (level === 'Diploma' || level === 'Post Doctorate') return t(`level.${level}`);
  return level;
}

export const genderLabel = (gender: Gender, t: Translate) => t(`gender.${gender}`);
export const categoryLabel = (category: Category, t: Translate) => t(`category.${category}`);
export const roleLabel = (role: Role, t: Translate) => t(`role.${role}`);
