import { ACTIVITY_ACTIONS } from '@village/model/activity';
import { formatMessage } from '../../lib/i18n/catalog';
import { defineMessages, type MessagesOf, type TranslateOf } from '../../lib/i18n/messages';

/**
 * The dashboard's texts, and those of the map page it links to (they share the counts of
 * students). The report has its own book (report/messages.ts).
 */
const en = {
  addStudent: 'Add New Student',
  previousFailed: "Last month's figures could not be loaded, so no trend is shown.",
  previousOffline: "You are offline: the trends show once last month's figures can be loaded.",
  // A count already formatted ("1,250"): the plural form follows the number it stands for.
  students: { one: '{count} student', other: '{count} students' },

  'stats.label': 'Student figures',
  'stats.total': 'Total Students',
  'stats.primary': 'Primary Level',
  'stats.secondary': 'Secondary Level',
  'stats.higher': 'Higher Education',
  'trend.unavailable': 'Trend unavailable',
  'trend.noEarlierMonth': 'No data from last month',
  'trend.newSinceLastMonth': 'New since last month',
  'trend.change': '{change} from last month',
  /** Last month's figures counted graduated and left students too (before the on-roll counts). */
  'trend.notComparable': 'Last month counted graduated and left too',

  'distribution.title': 'Education Level Distribution',
  'distribution.empty': 'No students yet: the distribution appears once students are added.',
  'distribution.byCategory': 'By category',
  'distribution.byLevel': 'By level',
  'distribution.levelsPending':
    'The counts per level are being prepared and appear after the next daily recount.',

  'quick.title': 'Quick Actions',
  'quick.students': 'View All Students',
  'quick.map': 'View Full Map',
  'quick.report': 'Generate Report',

  'activities.title': 'Recent Activities',
  'activities.list': 'Recent activities',
  'activities.offline':
    'You are offline, and the recent activities have not been loaded on this device yet.',
  'activities.empty': 'No activity yet: adding or updating a student shows here.',
  'activities.someStudents': 'Students',
  'activities.aStudent': 'A student',
  'activities.by': 'by {name}',
  'activities.justNow': 'just now',
  // The actions the functions store with each activity, translated by their English text.
  'activities.add': ACTIVITY_ACTIONS.add,
  'activities.update': ACTIVITY_ACTIONS.update,
  'activities.graduate': ACTIVITY_ACTIONS.graduate,
  'activities.import': ACTIVITY_ACTIONS.import,
  'activities.imported': {
    one: '{count} student imported',
    other: '{count} students imported',
  },
  'activities.progression': ACTIVITY_ACTIONS.progression,
  // A class's progression, as the model's progressionActivityText words it: "Class 7-A: 38
  // promoted, 2 repeating, 1 left".
  'activities.progressed': '{class}: {outcomes}',
  'activities.progressed.class': 'Class {number}',
  'activities.progressed.promoted': '{count} promoted',
  'activities.progressed.repeating': '{count} repeating',
  'activities.progressed.graduated': '{count} graduated',
  'activities.progressed.left': '{count} left',
  'activities.progressed.none': 'no students',

  'locations.title': 'Student Locations',
  'locations.prompt':
    'See where your students live. The map loads their locations when you ask for it, to save data on slow connections.',
  'locations.show': 'Show map',
  'locations.offline':
    "You are offline, and the students' locations have not been loaded on this device yet.",
  'locations.mapLabel': 'Map of student locations',
  'locations.listedBelow': 'The students with a location are listed below.',
  'locations.none': 'No student has a location yet: pin one on the map from the student’s form.',
  'locations.count': '{students} on the map, of {total}.',
  'marker.viewProfile': 'View profile',

  'map.title': 'Student Map',
  'map.offline': 'You are offline and the students have not been loaded on this device yet.',
  'map.locatedCount': {
    one: '{located} of {count} student has a location',
    other: '{located} of {count} students have a location',
  },
  'map.label': "Map of the organization's students",
  'map.listedBelow': 'The located students are listed below, each with a link to the profile.',
  'map.noneLocated':
    "No student has a location yet. Set one with Pin Location on Map on a student's form.",
  'map.noStudents': 'This organization has no students yet.',
  'list.title': 'Located students',
  'list.showMore': 'Show more',
  'list.showing': 'Showing {shown} of {total}',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const dashboardMessages = defineMessages('dashboard', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});

export type DashboardKey = keyof typeof en;
export type DashboardTranslate = TranslateOf<typeof en>;

/** The book's English, for code that runs outside a component (and its unit tests). */
export const dashboardEnglish: DashboardTranslate = (key, values) =>
  formatMessage(dashboardMessages.en[key], 'en', values);
