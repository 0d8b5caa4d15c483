import { defineMessages, type MessageBook, type TranslateOf } from '../../lib/i18n/messages';

const en = {
  // A class's name: {number} of a standard, or a degree's {level}; {section} when it has one
  'class.standard': 'Class {number}',
  'class.standardSection': 'Class {number}-{section}',
  'class.other': '{level}',
  'class.otherSection': '{level}-{section}',

  // Choosing the class and the day
  'choose.title': 'Class and day',
  'choose.class': 'Class',
  'choose.classNone': 'Choose a class',
  'choose.classStudents': '{className} ({students})',
  'choose.otherClass': 'Another class…',
  'choose.level': 'Level',
  'choose.section': 'Section',
  'choose.sectionHelp': 'Blank for a class without sections',
  'choose.date': 'Day',
  'choose.dateHelpWindow': 'You may mark up to {days} days back.',
  'choose.hint': 'Choose a class to take its roll.',
  'choose.calendar': 'Calendar',
  'choose.hideCalendar': 'Close the calendar',

  // The list
  'list.title': '{className}, {date}',
  'list.monthRegister': 'Monthly register',
  'list.empty': 'No child was on the roll of {className} on this day.',
  'list.help': 'Everyone is present. Tap a child to mark them absent; ⋮ gives leave and half day.',
  'list.column.number': 'Roll No.',
  'list.admissionNumber': 'Adm. {number}',
  'list.column.name': 'Name, father or guardian',
  'list.column.status': 'Status',
  'list.more': 'More marks for {name}',
  'status.present': 'Present',
  'status.absent': 'Absent',
  'status.leave': 'Leave',
  'status.half': 'Half day',
  'counts.label': 'Counts',
  'counts.present': 'Present {n}',
  'counts.absent': 'Absent {n}',
  'counts.leave': 'Leave {n}',
  'counts.half': 'Half {n}',
  'counts.clashes': { one: '{n} clash', other: '{n} clashes' },
  save: 'Save',
  saved: 'Saved.',
  savedOffline: 'Saved on this phone. It is sent when the connection returns.',
  'save.closedMonth': 'This month is closed: ask a super_admin to reopen it.',

  // The register's state
  'taken.none': 'Not taken yet: save once the roll is done, even if everyone is present.',
  'taken.by': 'Taken by {name} at {time}',
  'sync.pending': 'Saved on this phone, not sent yet',
  'sync.sent': 'Sent',
  'sync.refused': 'The server refused these marks.',
  'sync.notSaved': 'The marks could not be saved.',

  // A clash: two people marked one child differently
  'clash.title': 'Marked differently:',
  'clash.entry': '{name}: {status}',
  'clash.chooseFor': 'Keep {status} for {child}, as {name} marked',

  // A day off
  'dayOff.weekly': 'No school on {date}: a weekly day off.',
  'dayOff.holiday': 'No school on {date}: {name}.',
  'dayOff.open': 'Open as a working day',

  // Marks the server refused
  'refused.title': 'Marks not accepted',
  'refused.entry':
    '{className}, {date}: {marks}. This month is closed: ask a super_admin to reopen it.',
  'refused.marks': { one: '{n} mark', other: '{n} marks' },
  'refused.retry': 'Send again',
  'refused.discard': 'Discard',

  // Marks that arrived after the window (super_admins)
  'late.title': 'Late marks',
  'late.help':
    'These marks reached the server after the days allowed for marking. Check and confirm them.',
  'late.entry': '{className}, {date}',
  'late.person': '{name}: {marks}, arrived {time}',
  'late.unnamed': 'A member',
  'late.confirm': 'Confirm',
  'late.open': 'Open the register',
  'late.refused': 'Only a super_admin may confirm late marks.',

  // The calendar (super_admins)
  'calendar.title': 'Working days, {year}',
  'calendar.weeklyOff': 'Weekly days off',
  'calendar.holidays': 'Holidays and vacations',
  'calendar.noHolidays': 'No holiday yet.',
  'calendar.holidayRange': '{from} to {to}',
  'calendar.from': 'From',
  'calendar.to': 'To (blank for one day)',
  'calendar.name': 'Name',
  'calendar.add': 'Add',
  'calendar.remove': 'Remove {name}',
  'calendar.workingDays': { one: '{n} working day this year', other: '{n} working days this year' },
  'calendar.rteShort': 'Under the RTE minimum of {minimum} working days for classes {classes}.',
  'calendar.months': 'Months',
  'calendar.monthClosed': 'Closed',
  'calendar.monthOpen': 'Open',
  'calendar.close': 'Close {month}',
  'calendar.reopen': 'Reopen {month}',
  'calendar.refused': 'Only a super_admin may change the calendar.',
  'weekday.0': 'Sunday',
  'weekday.1': 'Monday',
  'weekday.2': 'Tuesday',
  'weekday.3': 'Wednesday',
  'weekday.4': 'Thursday',
  'weekday.5': 'Friday',
  'weekday.6': 'Saturday',
};

export type AttendanceTexts = typeof en;
export type AttendanceTranslate = TranslateOf<AttendanceTexts>;

/** The marking screen's and the calendar's texts (/attendance). */
export const attendanceMessages: MessageBook<AttendanceTexts> = defineMessages('attendance', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
