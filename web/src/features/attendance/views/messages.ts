import { defineMessages, type MessagesOf, type TranslateOf } from '../../../lib/i18n/messages';

/** The monthly attendance register's texts: its page and its printed sheets. */
const en = {
  'register.pageTitle': 'Monthly attendance register',
  'register.pageHelp':
    'Choose a class and a month, then print the register on A4 paper, landscape. It prints from what this device has loaded, also offline.',
  'register.level': 'Class',
  'register.levelNone': 'Choose a class',
  'register.section': 'Section',
  'register.sectionHelp': 'Leave empty if the class has none',
  'register.month': 'Month',
  'register.print': 'Print',
  'register.back': 'Dashboard',
  'register.choose': 'Choose a class to see its register.',
  'register.loading': 'Loading the register…',
  'register.offline':
    'You are offline, and this register has not been loaded on this device yet: open it once online to print it offline later.',
  'register.heading': 'Attendance register',
  'register.classMonth': '{class} · {month}',
  'register.pageOf': 'Page {page} of {pages}',
  'register.empty': "No child was on this class's roll this month.",
  'register.serial': 'No.',
  'register.rollNumber': 'Roll',
  'register.name': 'Name',
  'register.attended': 'Days',
  'register.dayTotal': 'Present',
  'register.legend':
    'P present · A absent · L leave · ½ half day · H holiday or day off · blank: not taken',
  'register.classTeacher': 'Class teacher',
  'register.head': 'Head of school',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const attendanceRegisterMessages = defineMessages('attendance.register', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});

export type AttendanceRegisterTexts = typeof en;
export type AttendanceRegisterTranslate = TranslateOf<typeof en>;
