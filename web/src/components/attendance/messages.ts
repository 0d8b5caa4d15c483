import { defineMessages, type MessagesOf, type TranslateOf } from '../../lib/i18n/messages';

/**
 * The texts of attendance summaries shown on other features' pages: the dashboard's card of today,
 * the profile's strip of the child's year. The register has its own (features/attendance/views).
 */
const en = {
  'card.title': "Today's attendance",
  'card.loading': "Loading today's attendance…",
  'card.offline': "You are offline, and today's attendance has not been loaded on this device yet.",
  'card.failed': "Today's attendance could not be loaded.",
  'card.percent': '{percent}% attended',
  'card.counts': '{present} present, {absent} absent, {leave} on leave, {half} half day',
  'card.classesTaken': { one: '{count} class marked', other: '{count} classes marked' },
  'card.notTaken': 'No class has been marked yet today.',
  'card.weeklyOff': 'No school today: it is a weekly day off.',
  'card.holiday': 'No school today: {name}.',
  'card.unmarked': 'Not marked yet today',
  'card.unmarkedNone': 'Every class has been marked today.',
  'card.noClasses': 'No classes yet: they appear once students are given a class.',
  'card.classesFailed': 'The list of classes could not be loaded.',
  'card.markClass': 'Mark {class}',
  'card.register': 'Monthly register',

  'strip.title': 'Attendance this year',
  'strip.summary': '{attended} of {taken} days attended, {percent}%',
  'strip.none': 'No attendance has been taken for this child this year yet.',
  'strip.offline': 'You are offline, and the attendance has not been loaded on this device yet.',
  'strip.failed': 'The attendance could not be loaded.',
  'strip.months': 'Month by month',
  'strip.monthNotTaken': 'not taken',
  'strip.monthCounts': '{present} present, {absent} absent, {leave} leave, {half} half',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const attendanceSummaryMessages = defineMessages('attendance.summary', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});

export type AttendanceSummaryTexts = typeof en;
export type AttendanceSummaryTranslate = TranslateOf<typeof en>;
