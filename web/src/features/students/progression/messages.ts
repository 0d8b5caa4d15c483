import { PROGRESSION_OUTCOME_LABELS, type ProgressionOutcome } from '@village/model/progression';
import { defineMessages, type MessageBook, type TranslateOf } from '../../../lib/i18n/messages';

/** "outcome.promoted": "Promoted"…: the English are the model's labels themselves. */
const outcomes = Object.fromEntries(
  Object.entries(PROGRESSION_OUTCOME_LABELS).map(([outcome, label]) => [
    `outcome.${outcome}`,
    label,
  ]),
) as Record<`outcome.${ProgressionOutcome}`, string>;

const en = {
  ...outcomes,

  // A class's name: {number} of a standard, or a degree's {level}; {section} when it has one
  'class.standard': 'Class {number}',
  'class.standardSection': 'Class {number}-{section}',
  'class.other': '{level}',
  'class.otherSection': '{level}-{section}',

  // Choosing the class and the year
  'choose.title': 'Class and year',
  'choose.level': 'Class',
  'choose.levelNone': 'Choose a class',
  'choose.section': 'Section',
  'choose.sectionHelp': 'Blank for a class without sections',
  'choose.year': 'Academic year being closed',
  'choose.currentYear': '{year} (this year)',
  'choose.previousYear': '{year} (last year)',
  'choose.hint': 'Choose a class to see its students.',
  empty: 'No student of {className} is on the roll.',
  loading: 'Loading the students of {className}…',

  // The list
  'list.title': '{className}, {year}',
  'list.help':
    '{students}. Every student is promoted unless you choose otherwise. Marks and days attended are optional.',
  students: { one: '{n} student', other: '{n} students' },
  'field.outcome': 'Outcome',
  'field.outcomeFor': 'Outcome for {name}',
  'field.marks': 'Marks %',
  'field.marksFor': 'Marks % of {name}',
  'field.days': 'Days attended',
  'field.daysFor': 'Days attended by {name}',
  'next.level': '→ {level}',
  'next.graduated': '→ Graduated',
  'next.left': '→ Leaves the roll',
  'problem.notANumber': 'Enter a number',
  'problem.marksRange': 'Marks are from {min} to {max}',
  'problem.notWholeDays': 'Whole days only',
  'problem.daysRange': 'Days are from {min} to {max}',

  // The summary: "38 promoted, 2 repeating, 1 left"
  'summary.promoted': { one: '{n} promoted', other: '{n} promoted' },
  'summary.repeating': { one: '{n} repeating', other: '{n} repeating' },
  'summary.graduated': { one: '{n} graduated', other: '{n} graduated' },
  'summary.left': { one: '{n} left', other: '{n} left' },
  'summary.none': 'no students',
  'summary.separator': ', ',
  'summary.label': 'Summary',

  // Apply
  apply: 'Apply',
  'apply.invalid': {
    one: 'Correct the marks or days of {n} student before applying.',
    other: 'Correct the marks or days of {n} students before applying.',
  },
  'apply.offline':
    'You are offline. Applying the year end needs the internet; your choices stay on this tab.',
  'confirm.title': 'Apply the year end of {className}?',
  'confirm.text':
    '{summary}. Each student moves to next year’s class or status, and keeps a record of {year}. This cannot be undone here.',
  'earlier.applied':
    'Already recorded for {year}: {summary}. The students below are the rest of the class; Apply records them and closes the year.',

  // Before the year's last quarter: {date} is its first day
  'early.waiting':
    'Apply is not available yet: the year end of {year} can be applied from {date}, when its last quarter begins. Before then only a Super Admin can apply it, giving a reason.',
  'early.superAdmin':
    '{year} is not in its last quarter until {date}, when every staff member can apply its year end. As a Super Admin you can apply it now by giving the reason; it is recorded in the History.',
  'early.reason': 'Reason for applying now',
  'early.reasonHelp': '{min} to {max} characters. Recorded in the History.',
  'early.tooShort': 'Give the reason in at least {min} characters',
  'early.tooLong': 'At most {max} characters',

  // Students the server found without a decision when closing
  'undecided.title':
    'The year of {className} is not closed yet: these students on its roll have no decision. Decide them below and press Apply again.',
  'undecided.list': 'Students without a decision',
  'undecided.more': { one: 'and {n} more student', other: 'and {n} more students' },

  // A class whose students are all applied, its year still open
  'close.text':
    'Every student of {className} on the roll has been applied for {year} ({summary}), but its year is not closed yet.',
  'close.action': 'Close the year for this class',

  // The run
  'run.progress': 'Progress of the year end',
  'run.done': '{done} of {total} students applied',
  'run.keepOpen': 'Keep this page open until the year end is applied.',
  'run.stopped':
    'The year end stopped before the end. Your choices are kept: press Apply again to continue from where it stopped.',
  'run.waiting':
    'An Apply of this class was started in this tab and has not finished. Press Apply to continue.',
  'run.startOver': 'Change the choices',
  'run.finished': 'The year end is applied.',

  // A closed class-year
  'closed.title': '{className}: {year} is closed',
  'closed.summary': 'What was applied: {summary}.',
  'closed.when': 'Applied on {date}.',
  'closed.early': 'Applied before its last quarter: “{reason}”',

  // The profile's history
  'history.title': 'Academic years',
  'history.current': 'current',
  'history.marks': '{marks}%',
  'history.days': { one: '{n} day attended', other: '{n} days attended' },
  'history.none': 'No academic year has been closed for this student yet.',
  'history.loading': 'Loading the academic years…',
  'history.separator': ' · ',
};

export type ProgressionTexts = typeof en;
export type ProgressionTranslate = TranslateOf<ProgressionTexts>;

/** The year-end progression screen's texts (/progression) and the profile's history timeline. */
export const progressionMessages: MessageBook<ProgressionTexts> = defineMessages(
  'students.progression',
  en,
  { hi: () => import('./messages.hi').then((m) => m.hi) },
);
