import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { STAFF_ROLES, type Role } from '@village/model/roles';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/RequireAuth';
import { RouteError } from '../features/misc/RouteError';
import { RouteLoading } from './layout/RouteLoading';

/** Every page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Pages only these roles may open; others get the "no access" page from RequireRole. */
const onlyFor = (roles: readonly Role[], children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RequireRole } = await import('../features/organizations/RequireOrganization');
    return { Component: () => <RequireRole roles={roles} /> };
  },
  children,
});

/** Pages only staff may open; other roles get the "no access" page from RequireRole. */
const staffOnly = (children: RouteObject[]) => onlyFor(STAFF_ROLES, children);

// The route tree: public pages; then, behind sign-in, the organization selection and the app
// shell, which needs a current organization; pages some roles may not see sit behind RequireRole.
// The guards behind sign-in load lazily with Firestore, so the sign-in page stays small.
export const routes: RouteObject[] = [
  {
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: RedirectIfSignedIn,
        children: [
          { path: 'signin', lazy: page(() => import('../features/auth/SignInPage')) },
          { path: 'signup', lazy: page(() => import('../features/auth/SignUpPage')) },
        ],
      },
      { path: 'forgot-password', lazy: page(() => import('../features/auth/ForgotPasswordPage')) },
      { path: 'terms', lazy: page(() => import('../features/misc/TermsPage')) },
      { path: 'privacy', lazy: page(() => import('../features/misc/PrivacyPage')) },
      {
        element: <RequireAuth loading={<RouteLoading />} />,
        children: [
          {
            lazy: page(() => import('./SignedInArea')),
            children: [
              {
                path: 'organization-selection',
                lazy: page(() => import('../features/organizations/OrganizationSelectionPage')),
              },
              {
                lazy: async () => {
                  const { RequireOrganization } =
                    await import('../features/organizations/RequireOrganization');
                  return { element: <RequireOrganization loading={<RouteLoading />} /> };
                },
                children: [
                  {
                    lazy: page(() => import('./layout/AppLayout')),
                    children: [
                      {
                        index: true,
                        lazy: page(() => import('../features/dashboard/DashboardPage')),
                      },
                      {
                        path: 'organization',
                        lazy: page(() => import('../features/organizations/OrganizationPage')),
                      },
                      staffOnly([
                        {
                          path: 'map',
                          lazy: page(() => import('../features/dashboard/StudentMapPage')),
                        },
                        {
                          path: 'report',
                          lazy: page(() => import('../features/dashboard/ReportPage')),
                        },
                        {
                          path: 'analytics',
                          lazy: page(() => import('../features/dashboard/DashboardPage')),
                        },
                        {
                          path: 'students',
                          lazy: page(() => import('../features/students/StudentDirectoryPage')),
                        },
                        {
                          path: 'students/import',
                          lazy: page(() => import('../features/students/import/StudentImportPage')),
                        },
                        {
                          path: 'add-student',
                          lazy: page(() => import('../features/students/AddStudentPage')),
                        },
                        {
                          path: 'edit-student/:studentId',
                          lazy: page(() => import('../features/students/EditStudentPage')),
                        },
                        {
                          path: 'progression',
                          lazy: page(
                            () => import('../features/students/progression/ProgressionPage'),
                          ),
                        },
                        {
                          path: 'attendance',
                          lazy: page(() => import('../features/attendance/marking/AttendancePage')),
                        },
                        {
                          path: 'student/:studentId',
                          lazy: page(() => import('../features/students/StudentProfilePage')),
                        },
                        {
                          path: 'student/:studentId/bonafide',
                          lazy: page(
                            () => import('../features/students/certificates/BonafidePage'),
                          ),
                        },
                        {
                          path: 'student/:studentId/transfer-certificate',
                          lazy: page(
                            () =>
                              import('../features/students/certificates/TransferCertificatePage'),
                          ),
                        },
                        {
                          path: 'print',
                          lazy: page(() => import('../features/students/certificates/PrintPage')),
                        },
                        {
                          path: 'print/register',
                          lazy: page(
                            () => import('../features/students/certificates/RegisterPage'),
                          ),
                        },
                        {
                          path: 'attendance/register',
                          lazy: page(
                            () => import('../features/attendance/views/register/MonthRegisterPage'),
                          ),
                        },
                        {
                          path: 'print/id-cards',
                          lazy: page(() => import('../features/students/certificates/IdCardsPage')),
                        },
                      ]),
                      onlyFor(
                        ['super_admin'],
                        [
                          {
                            path: 'udise',
                            lazy: page(
                              () => import('../features/students/udise/UdiseSettingsPage'),
                            ),
                          },
                        ],
                      ),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('../features/misc/NotFoundPage')) },
    ],
  },
];

/** "/village-education/" → "/village-education": the router's basename has no trailing slash. */
export function basenameFrom(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '') || '/';
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the lazy routes matched by a prerendered public page (web/src/app/prerendered-pages.ts,
 * kind "page") before the router is created, as the build did before rendering it: the first
 * render then draws the page itself and hydrates its HTML. A signed-in route's lazy parts stay
 * lazy: its HTML is the router's fallback (RouteLoading), and so is its first render.
 */
export async function loadPrerenderedRoutes(routeTree: RouteObject[], location: string) {
  const lazy = (matchRoutes(routeTree, location) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Starts loading the code of a signed-in route's lazy parts (the shell, the page) without putting
 * it into the tree: the router still draws its fallback first, which is the prerendered skeleton,
 * and resolves them itself, from the module cache. Called in a task of its own before the router
 * is created, so that the two do not add up to one long task on a slow phone. A failed load is the
 * router's to report: it makes the same import.
 */
export function startLoadingRouteCode(routeTree: RouteObject[], location: string) {
  for (const { route } of matchRoutes(routeTree, location) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { basename: basenameFrom(import.meta.env.BASE_URL) });
}
