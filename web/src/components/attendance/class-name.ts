import type { AttendanceClass } from '@village/model/attendance/register';
import type { Translate } from '../../lib/i18n/catalog';
import { levelLabel } from '../../lib/i18n/labels';

/** "7th Standard-A" ("कक्षा 7-A"): a class as the attendance views name it. */
export function classNameOf({ educationLevel, section }: AttendanceClass, t: Translate): string {
  const level = levelLabel(educationLevel, t);
  return section.trim() ? `${level}-${section.trim()}` : level;
}
