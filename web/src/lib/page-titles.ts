import { paths } from './paths';

/** A page's title and subtitle (SPEC.md's texts), shown by the page and, before its code and data
 * have arrived, by the loading skeleton (RouteLoading), so that both say exactly the same. */
export interface PageTitle {
  title: string;
  subtitle: string;
  /** Laid out in the student form's centred column rather than across the page. */
  form?: boolean;
}

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
    form: true,
  },
  editStudent: {
    title: 'Edit Student',
    subtitle: "Update the student's details and save the record.",
    form: true,
  },
} as const satisfies Record<string, PageTitle>;

/** The title of the page at a path relative to the router's basename, if it has a fixed one. */
export function pageTitleAt(path: string): PageTitle | undefined {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === paths.dashboard || trimmed === paths.analytics) return PAGE_TITLES.dashboard;
  if (trimmed === paths.students) return PAGE_TITLES.students;
  if (trimmed === paths.addStudent) return PAGE_TITLES.addStudent;
  if (trimmed.startsWith(paths.editStudent(''))) return PAGE_TITLES.editStudent;
  return undefined;
}
