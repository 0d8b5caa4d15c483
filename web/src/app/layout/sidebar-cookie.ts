import { SIDEBAR } from '@village/model/constants';

/** The sidebar's open state, remembered in a cookie for 7 days (SPEC.md §4). */
export function readSidebarOpen(cookie: string): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR.cookieName}=`));
  return entry ? entry.slice(SIDEBAR.cookieName.length + 1) !== 'false' : true;
}

export function sidebarCookie(open: boolean, basePath: string): string {
  return `${SIDEBAR.cookieName}=${open}; path=${basePath}; max-age=${SIDEBAR.cookieMaxAgeSeconds}; SameSite=Lax`;
}
