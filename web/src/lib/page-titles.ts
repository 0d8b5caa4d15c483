import { useMemo } from 'react';
import { en } from './i18n/catalogs/en';
import type { Translate } from './i18n/catalog';
import { useT } from './i18n/I18nProvider';
import { paths } from './paths';

/**
 * A page's title and subtitle (their texts are in docs/product.md, their words in the core
 * catalog, i18n/catalogs), shown by the page and, before its code and data have arrived, by the
 * loading skeleton (RouteLoading), so that both say exactly the same.
 */
export interface PageTitle {
  /** Names its texts in the catalogs. */
  name: PageName;
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

type English = typeof en;
/** The pages with a fixed title: their texts are the core catalog's `page.<name>.title|subtitle`. */
export type PageName = {
  [K in keyof English]: K extends `page.${infer N}.title` ? N : never;
}[keyof English];

/** A page's English title and subtitle, from the catalog (the words are written once, there). */
const titled = <N extends PageName>(name: N, maxWidth?: number) => ({
  name,
  title: en[`page.${name}.title`],
  subtitle: en[`page.${name}.subtitle`],
  ...(maxWidth === undefined ? {} : { maxWidth }),
});

export const PAGE_TITLES = {
  dashboard: titled('dashboard'),
  students: titled('students'),
  addStudent: titled('addStudent', FORM_MAX_WIDTH),
  editStudent: titled('editStudent', FORM_MAX_WIDTH),
  studentProfile: titled('studentProfile', WIDE_MAX_WIDTH),
  importStudents: titled('importStudents', WIDE_MAX_WIDTH),
  progression: titled('progression', WIDE_MAX_WIDTH),
  udise: titled('udise', FORM_MAX_WIDTH),
  attendance: titled('attendance', WIDE_MAX_WIDTH),
  // The page shows the organization's own name and description once they have loaded.
  organization: titled('organization'),
} as const satisfies { [N in PageName]: PageTitle & { name: N } };

/** A page's title and subtitle in the current language (PAGE_TITLES holds the English). */
export function translatedPageTitle(page: PageTitle, t: Translate): PageTitle {
  return {
    ...page,
    title: t(`page.${page.name}.title`),
    subtitle: t(`page.${page.name}.subtitle`),
  };
}

/** `const { title, subtitle } = usePageTitle(PAGE_TITLES.students)`: in the current language. */
export function usePageTitle(page: PageTitle): PageTitle {
  const t = useT();
  return useMemo(() => translatedPageTitle(page, t), [page, t]);
}

/** The title of the page at a path relative to the router's basename, if it has a fixed one. */
export function pageTitleAt(path: string): PageTitle | undefined {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === paths.dashboard || trimmed === paths.analytics) return PAGE_TITLES.dashboard;
  if (trimmed === paths.students) return PAGE_TITLES.students;
  if (trimmed === paths.addStudent) return PAGE_TITLES.addStudent;
  if (trimmed === paths.importStudents) return PAGE_TITLES.importStudents;
  if (trimmed.startsWith(paths.editStudent(''))) return PAGE_TITLES.editStudent;
  // The profile only: its printable pages (/student/id/bonafide) have no fixed title.
  if (/^\/student\/[^/]+$/.test(trimmed)) return PAGE_TITLES.studentProfile;
  if (trimmed === paths.organization) return PAGE_TITLES.organization;
  if (trimmed === paths.progression) return PAGE_TITLES.progression;
  if (trimmed === paths.udise) return PAGE_TITLES.udise;
  if (trimmed === paths.attendance) return PAGE_TITLES.attendance;
  return undefined;
}
