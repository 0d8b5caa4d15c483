import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { MainLayout } from './layout/MainLayout';

/** Every page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    // Until accounts land, the shell shows the prototype's fixed role (SPEC.md §6: org_user).
    element: <MainLayout role="org_user" />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: page(() => import('../features/dashboard/DashboardPage')) },
      { path: 'analytics', lazy: page(() => import('../features/dashboard/DashboardPage')) },
    ],
  },
  { path: '*', lazy: page(() => import('../features/misc/NotFoundPage')) },
];

/** "/village-education/" → "/village-education": the router's basename has no trailing slash. */
export function basenameFrom(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '') || '/';
}

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: basenameFrom(import.meta.env.BASE_URL) });
}
