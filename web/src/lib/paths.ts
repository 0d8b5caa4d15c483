/** Every route of the app, relative to the router's basename, and helpers that build links. */
export const paths = {
  dashboard: '/',
  analytics: '/analytics',
  students: '/students',
  addStudent: '/add-student',
  /** Import students from a spreadsheet (staff). */
  importStudents: '/students/import',
  editStudent: (id: string) => `/edit-student/${encodeURIComponent(id)}`,
  student: (id: string) => `/student/${encodeURIComponent(id)}`,
  /** A student's bonafide certificate, to print (staff). */
  bonafide: (id: string) => `/student/${encodeURIComponent(id)}/bonafide`,
  /** Issue a student's transfer certificate, or print a duplicate (staff). */
  transferCertificate: (id: string) => `/student/${encodeURIComponent(id)}/transfer-certificate`,
  /** The page that opens a class's register list or ID cards (staff). */
  print: '/print',
  /** A class's register list, to print: the class in the query. */
  printRegister: (level: string, section: string) =>
    `/print/register?${classQuery(level, section)}`,
  /** A class's ID cards, eight to an A4 sheet: the class in the query. */
  printIdCards: (level: string, section: string) => `/print/id-cards?${classQuery(level, section)}`,
  organization: '/organization',
  /** The roll of a class to mark, by its key (classKeyOf) (staff). */
  markAttendance: (classKey: string) =>
    `/attendance?${new URLSearchParams({ class: classKey }).toString()}`,
  /** The monthly attendance register, to print: the class (its key) and the month when chosen. */
  attendanceRegister: (classKey?: string, month?: string) => {
    const query = new URLSearchParams({
      ...(classKey ? { class: classKey } : {}),
      ...(month ? { month } : {}),
    }).toString();
    return query ? `/attendance/register?${query}` : '/attendance/register';
  },
  /** The year end of a class: promote, hold back, record who left (staff). */
  progression: '/progression',
  udise: '/udise',
  /** Take a class's roll for a day, and (super_admins) the working-day calendar (staff). */
  attendance: '/attendance',
  /** Full-screen map of the organization's located students (staff). */
  studentMap: '/map',
  /** The printable summary of the figures, and the CSV report of the students (staff). */
  report: '/report',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  organizationSelection: '/organization-selection',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** "level=7th+Standard&section=A": a class in a printing page's address. */
function classQuery(level: string, section: string): string {
  return new URLSearchParams({ level, section }).toString();
}

/** The app's base path without its trailing slash: '' when the app is served at the root. */
const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** A route's address in the browser, under the base path: the href of a plain link. */
export function appHref(path: string): string {
  return `${BASE}${path}`;
}

/** The route of an address under the base path ("/village-education/students" → "/students"). */
export function routeOf(pathname: string): string {
  return pathname.slice(BASE.length) || '/';
}
