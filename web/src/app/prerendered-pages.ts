/**
 * The HTML files the build prerenders (web/prerender/), one per route: what Firebase Hosting
 * serves for each address (firebase.json's rewrites, checked against this list by a test), what
 * the service worker answers a navigation with, and what the client checks before it hydrates.
 *
 * - `page`: a public page, prerendered whole (the router's lazy page resolved at build time and
 *   again before hydrating);
 * - `skeleton`: a page behind sign-in, prerendered as the layout with its title and subtitle
 *   (RouteLoading), the router's fallback while the sign-in and the page's code load.
 */
export interface PrerenderedPage {
  /** The file under the base path, and the name the root element carries (data-page). */
  file: string;
  /** The routes it serves, relative to the router's basename ("*" is one path segment). */
  routes: readonly string[];
  kind: 'page' | 'skeleton';
}

export const NOT_FOUND_PAGE: PrerenderedPage = {
  file: 'not-found.html',
  routes: [],
  kind: 'page',
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { file: 'index.html', routes: ['/'], kind: 'skeleton' },
  { file: 'analytics.html', routes: ['/analytics'], kind: 'skeleton' },
  { file: 'students.html', routes: ['/students'], kind: 'skeleton' },
  { file: 'students-import.html', routes: ['/students/import'], kind: 'skeleton' },
  { file: 'add-student.html', routes: ['/add-student'], kind: 'skeleton' },
  { file: 'edit-student.html', routes: ['/edit-student/*'], kind: 'skeleton' },
  { file: 'student.html', routes: ['/student/*'], kind: 'skeleton' },
  { file: 'student-bonafide.html', routes: ['/student/*/bonafide'], kind: 'skeleton' },
  {
    file: 'student-transfer-certificate.html',
    routes: ['/student/*/transfer-certificate'],
    kind: 'skeleton',
  },
  { file: 'organization.html', routes: ['/organization'], kind: 'skeleton' },
  { file: 'map.html', routes: ['/map'], kind: 'skeleton' },
  { file: 'report.html', routes: ['/report'], kind: 'skeleton' },
  { file: 'print.html', routes: ['/print'], kind: 'skeleton' },
  { file: 'print-register.html', routes: ['/print/register'], kind: 'skeleton' },
  { file: 'print-id-cards.html', routes: ['/print/id-cards'], kind: 'skeleton' },
  { file: 'progression.html', routes: ['/progression'], kind: 'skeleton' },
  { file: 'udise.html', routes: ['/udise'], kind: 'skeleton' },
  { file: 'attendance.html', routes: ['/attendance'], kind: 'skeleton' },
  { file: 'attendance-register.html', routes: ['/attendance/register'], kind: 'skeleton' },
  { file: 'organization-selection.html', routes: ['/organization-selection'], kind: 'skeleton' },
  { file: 'signin.html', routes: ['/signin'], kind: 'page' },
  { file: 'signup.html', routes: ['/signup'], kind: 'page' },
  { file: 'forgot-password.html', routes: ['/forgot-password'], kind: 'page' },
  { file: 'terms.html', routes: ['/terms'], kind: 'page' },
  { file: 'privacy.html', routes: ['/privacy'], kind: 'page' },
  NOT_FOUND_PAGE,
];

/** A route pattern as a regular expression source over the route ("*" is one segment). */
export function routePatternSource(route: string): string {
  const escaped = route
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return `^${escaped}$`;
}

/** The prerendered file for a route (relative to the basename); unknown routes get the 404. */
export function prerenderedPageFor(route: string): PrerenderedPage {
  return (
    PRERENDERED_PAGES.find((page) =>
      page.routes.some((pattern) => new RegExp(routePatternSource(pattern)).test(route)),
    ) ?? NOT_FOUND_PAGE
  );
}

/** A route that stands for the page when it is prerendered (an id where the route has one). */
export function sampleRouteOf(page: PrerenderedPage): string {
  return (page.routes[0] ?? '/no-such-page').replace('*', 'id');
}
