import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import type { SchoolClass } from '../api/class-students';

/**
 * The class a printing page is about, from its address ("?level=7th%20Standard&section=A"); null
 * when the level is missing or not one of the 26, or the section longer than a section can be.
 */
export function classFromQuery(params: URLSearchParams): SchoolClass | null {
  const level = params.get('level') ?? '';
  const section = (params.get('section') ?? '').trim();
  if (!(EDUCATION_LEVELS as readonly string[]).includes(level)) return null;
  if (section.length > LIMITS.section) return null;
  return { educationLevel: level as EducationLevel, section };
}
