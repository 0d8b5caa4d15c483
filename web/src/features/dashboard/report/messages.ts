import { defineMessages, type MessagesOf } from '../../../lib/i18n/messages';

/** The report page's texts: its header, the printable summary and the CSV download. */
const en = {
  title: 'Student Report',
  generatedOn: 'Generated on {date}',
  print: 'Print',
  'csv.title': 'Student list (CSV)',
  'csv.description':
    'Every student with ID, date of birth, education, school, address and parent details. Opens in Excel, LibreOffice or Google Sheets.',

  'summary.figures': 'Figures',
  'summary.total': 'Total Students',
  'summary.addedThisMonth': 'Added This Month',
  'summary.schools': 'Schools',
  'summary.graduated': 'Graduated',
  'summary.left': 'Left (TC, dropped out)',
  'summary.onRollNote':
    'Total Students, the levels and the schools count the students on the roll; those who graduated or left are counted apart.',
  'summary.distribution': 'Education Level Distribution',
  'summary.level': 'Level',
  'summary.students': 'Students',
  'summary.percent': 'Percent',
  'summary.share': 'Share',
  'summary.totalRow': 'Total',
  'summary.perLevel': 'Students per Education Level',
  'summary.educationLevel': 'Education Level',

  'download.button': 'Download CSV',
  'download.loading': 'Loading students…',
  'download.offline': 'Offline: students not on this device',
  'download.offlineMessage':
    'You are offline and the student list has not been loaded on this device yet. Connect to the internet to download the report.',
  'download.failedTitle': 'Report not downloaded',
  'download.failed': 'The CSV file could not be made. Try again.',
  'download.ready': {
    one: '{count} student in the file, sorted by name.',
    other: '{count} students in the file, sorted by name.',
  },
  'download.fromDevice': 'You are offline: the list is the copy saved on this device.',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const reportMessages = defineMessages('dashboard.report', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
