import type { AttendanceClass } from '@village/model/attendance/register';
import { sectionKey } from '@village/model/progression';
import type { AttendanceTranslate } from './messages';

/** "Class 7-A", "कक्षा 7-A"; a degree keeps its name ("B.Sc-A"). */
export function classText(
  { educationLevel, section }: AttendanceClass,
  t: AttendanceTranslate,
): string {
  const standard = /^(\d+)(st|nd|rd|th) Standard$/.exec(educationLevel);
  const key = sectionKey(section);
  if (standard)
    return t(key ? 'class.standardSection' : 'class.standard', {
      number: standard[1]!,
      section: key,
    });
  return t(key ? 'class.otherSection' : 'class.other', { level: educationLevel, section: key });
}
