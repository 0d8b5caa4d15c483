import { ALL, AGE_RANGES, LEVEL_FILTER_OPTIONS } from '@village/model/filters';
import { defineMessages, type MessageBook } from '../../../lib/i18n/messages';

// The model's option labels are the English texts (imported, not copied): the filters show them.
const levelOption = (value: string) =>
  LEVEL_FILTER_OPTIONS.find((option) => option.value === value)!.label;
const ageRange = (value: string) => AGE_RANGES.find((range) => range.value === value)!.label;

const en = {
  // The page
  import: 'Import',
  addStudent: 'Add New Student',
  offline: 'You are offline and this directory has not been opened on this device yet.',

  // The counts above the directory
  'summary.label': 'Student counts',
  'summary.total': 'Total',
  'summary.primary': 'Primary',
  'summary.secondary': 'Secondary',
  'summary.higher': 'Higher Ed',

  // Search, level and view
  'search.placeholder': 'Search by name or school...',
  'search.label': 'Search students',
  'search.clear': 'Clear search',
  level: 'Level',
  'level.all': levelOption(ALL),
  'level.primary': levelOption('primary'),
  'level.secondary': levelOption('secondary'),
  'level.higher': levelOption('higher'),
  'view.table': 'Table View',
  'view.grid': 'Grid View',
  advanced: 'Advanced Filters',
  advancedCount: 'Advanced Filters ({count})',
  showing: {
    one: 'Showing {shown} of {total} student',
    other: 'Showing {shown} of {total} students',
  },
  noMatching: 'No matching students',
  loadingStudents: 'Loading students',
  students: 'Students',

  // Advanced filters
  'filters.label': 'Advanced filters',
  'filter.educationLevel': 'Education Level',
  'filter.section': 'Section',
  'filter.sectionHint': 'Choose the class (education level) first',
  'filter.ageRange': 'Age Range',
  'filter.gender': 'Gender',
  'filter.location': 'Location',
  'filter.locationPlaceholder': 'Village or area',
  'filter.school': 'School',
  'filter.schoolPlaceholder': 'Part of the school name',
  'option.allAges': 'All Ages',
  'option.allGenders': 'All Genders',
  'option.allSections': 'All Sections',
  /** The social category's and CWSN's "not filtering". */
  'option.all': 'All',
  'age.5-10': ageRange('5-10'),
  'age.11-15': ageRange('11-15'),
  'age.16-20': ageRange('16-20'),
  'age.21+': ageRange('21+'),

  // The active filters' chips: "Level: Primary"
  'chips.label': 'Active filters',
  'chip.category': 'Level',
  'chip.educationLevel': 'Education Level',
  'chip.section': 'Section',
  'chip.ageRange': 'Age',
  'chip.gender': 'Gender',
  'chip.location': 'Location',
  'chip.school': 'School',
  'chips.remove': 'Remove filter {label}',
  'chips.clearAll': 'Clear All',

  // No students
  'empty.title': 'No students found',
  'empty.adjust': 'Try adjusting your search terms or filters',
  'empty.none': 'No student records have been added yet.',

  // A student, in the grid and the table
  view: 'View',
  edit: 'Edit',
  viewName: 'View {name}',
  editName: 'Edit {name}',
  graduated: 'Graduated',
  left: 'Left',
  admissionNumberShared: 'Admission No. {number} repeated',
  waitingToSync: 'Waiting to sync',
  'card.school': 'School or college',
  'card.address': 'Address',
  'card.parent': 'Parent/Guardian',
  'card.contact': 'Contact',
  showMore: 'Show more',

  // The table
  'column.name': 'Name',
  'column.studentId': 'Student ID',
  'column.level': 'Level',
  'column.school': 'School',
  'column.age': 'Age',
  'column.gender': 'Gender',
  'column.parent': 'Parent',
  'column.contact': 'Contact',
  'column.section': 'Section',
  'column.admissionNumber': 'Admission No.',
  'column.cwsn': 'CWSN',
  columns: 'Columns',
  'columns.label': 'Columns shown',
  sortedAscending: ', sorted ascending',
  sortedDescending: ', sorted descending',
  actions: 'Actions',
  // MUI's own English, given here so that Hindi has it too.
  'pagination.rowsPerPage': 'Rows per page:',
  'pagination.displayed': '{from}–{to} of {count}',
  'pagination.first': 'Go to first page',
  'pagination.last': 'Go to last page',
  'pagination.next': 'Go to next page',
  'pagination.previous': 'Go to previous page',

  // Export
  export: 'Export',
  'export.csv': 'CSV',
  'export.xlsx': 'Excel (.xlsx)',
  'export.sheet': 'Students',
  'export.failed': 'Export not downloaded',
  'export.xlsxFailed': 'The Excel file could not be made. Check your connection and try again.',
  'export.csvFailed': 'The CSV file could not be made. Try again.',
};

/**
 * The Student Directory's texts: /students, its filters, cards, table and Export menu. Typed, not
 * inferred: the Hindi chunk's type refers back to this book.
 */
export const directoryMessages: MessageBook<typeof en> = defineMessages('students.directory', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
