import { paths } from './paths';

/**
 * A page's title and subtitle (their texts are in docs/product.md), shown by the page and, before
 * its code and data have arrived, by the loading skeleton (RouteLoading), so that both say exactly
 * the same.
 */
export interface PageTitle {
  title: string;
  subtitle: string;
  /** The width of the page's centred column (the student form, the profile); across the page
   * when absent. */
  maxWidth?: number;
}

/** The student form's column. */
export const FORM_MAX_WIDTH = 960;
/** The column of the wide pages that read better not stretched (the profile, the import). */
export const WIDE_MAX_WIDTH = 1100;

export const PAGE_TITLES = {
  dashboard: {
    title: 'Village Education Dashboard',
    subtitle: 'Overview of student records and educational statistics',
  },
  students: {
    title: 'Village Student Directory',
    subtitle: 'Manage student records from 1st standard to postgraduate level',
  },
  addStudent: {
    title: 'Add New Student',
    subtitle: "Enter the student's personal, education and guardian details.",
    maxWidth: FORM_MAX_WIDTH,
  },
  editStudent: {
    title: 'Edit Student',
    subtitle: "Update the student's details and save the record.",
    maxWidth: FORM_MAX_WIDTH,
  },
  studentProfile: {
    title: 'Student Profile',
    subtitle: "The student's personal, education and guardian details, and where they live.",
    maxWidth: WIDE_MAX_WIDTH,
  },
  importStudents: {
    title: 'Import Students',
    subtitle: 'Add many students at once from a spreadsheet (CSV or Excel)',
    maxWidth: WIDE_MAX_WIDTH,
  },
  // The page shows the organization's own name and description once they have loaded.
  organization: {
    title: 'Organization',
    subtitle: 'Manage your organization, its users and their roles.',
  },
} as const satisfies Record<string, PageTitle>;

/** The title of the page at a path relative to the router's basename, if it has a fixed one. */
export function pageTitleAt(path: string): PageTitle | undefined {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === paths.dashboard || trimmed === paths.analytics) return PAGE_TITLES.dashboard;
  if (trimmed === paths.students) return PAGE_TITLES.students;
  if (trimmed === paths.addStudent) return PAGE_TITLES.addStudent;
  if (trimmed === paths.importStudents) return PAGE_TITLES.importStudents;
  if (trimmed.startsWith(paths.editStudent(''))) return PAGE_TITLES.editStudent;
  if (trimmed.startsWith(paths.student(''))) return PAGE_TITLES.studentProfile;
  if (trimmed === paths.organization) return PAGE_TITLES.organization;
  return undefined;
}
