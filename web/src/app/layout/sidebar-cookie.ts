import { SIDEBAR } from '@village/model/constants';

/**
 * The sidebar's open state, remembered in a cookie for 7 days (docs/product.md, "Layout and
 * navigation").
 */
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

/** The CSS variable that holds the sidebar's width in the loading skeleton (RouteLoading). */
export const SIDEBAR_WIDTH_VARIABLE = '--village-sidebar-width';

/**
 * A script for the page's head, run before the first paint: sets SIDEBAR_WIDTH_VARIABLE from the
 * cookie, so that the prerendered skeleton (the same HTML for everyone) has the width this user's
 * sidebar will have, and hydrates without reading the cookie while rendering.
 */
export function sidebarWidthScript(): string {
  // readSidebarOpen's rule, in the page's own words: only "false" collapses the sidebar.
  const collapsed = `/(?:^|;\\s*)${SIDEBAR.cookieName}=false(?:;|$)/`;
  return (
    `document.documentElement.style.setProperty(${JSON.stringify(SIDEBAR_WIDTH_VARIABLE)},` +
    `${collapsed}.test(document.cookie)?${JSON.stringify(SIDEBAR.iconWidth)}:${JSON.stringify(SIDEBAR.width)})`
  );
}
