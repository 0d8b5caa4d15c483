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
  organization: '/organization',
  /** The year end of a class: promote, hold back, record who left (staff). */
  progression: '/progression',
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
