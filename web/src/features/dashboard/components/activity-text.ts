import type { Activity } from '@village/model/activity';
import type { EducationLevel } from '@village/model/levels';
import { progressionSummary, standardNumberOf } from '@village/model/progression';
import type { DashboardTranslate } from '../messages';

// An activity in the reader's language, drawn from the fields the functions store beside their
// English text: the type, an import's count, a progression's class and counts. The English text
// is shown as it is only where those fields are missing.

/** "कक्षा 7-A", "Class 7", "B.Sc-A" (a degree keeps its name). */
function className(level: EducationLevel, section: string, t: DashboardTranslate): string {
  const number = standardNumberOf(level);
  const suffix = section ? `-${section}` : '';
  return number
    ? t('activities.progressed.class', { number: `${number}${suffix}` })
    : `${level}${suffix}`;
}

/** "Class 7-A: 38 promoted, 2 repeating, 1 left" in words of the book. */
function progressedText(activity: Activity, t: DashboardTranslate): string {
  if (!activity.educationLevel || !activity.counts) return activity.student;
  const outcomes = progressionSummary(activity.counts).map(({ kind, count }) =>
    t(`activities.progressed.${kind}`, { count }),
  );
  return t('activities.progressed', {
    class: className(activity.educationLevel, activity.section ?? '', t),
    outcomes: outcomes.length > 0 ? outcomes.join(', ') : t('activities.progressed.none'),
  });
}

/**
 * The line under an activity's action: the student's name as it is; an import's count and a
 * class's progression in words of the book.
 */
export function activityStudentText(activity: Activity, t: DashboardTranslate): string {
  if (activity.type === 'progression') return progressedText(activity, t);
  if (activity.type === 'import' && activity.count !== undefined)
    return t('activities.imported', { count: activity.count });
  if (!activity.student)
    return t(activity.type === 'import' ? 'activities.someStudents' : 'activities.aStudent');
  return activity.student;
}

/** The action's words ("New student added") by the activity's type. */
export const activityActionText = (activity: Activity, t: DashboardTranslate): string =>
  t(`activities.${activity.type}`);
