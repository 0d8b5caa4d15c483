/*
 * The sign-in page's "Forgot password?" link hands the typed email to the next page in the
 * router's state. Followed before the app's code has run (web/prerender/), the link is a plain
 * page load and that state is lost, so the user would type the address again. The head script
 * below keeps it for the tab instead: in sessionStorage, never in the address, which would put it
 * into the history and the server's logs. The next page takes it, once.
 */

import { useEffect } from 'react';

/** Where the head script keeps the email, for the tab. */
export const CARRIED_EMAIL_KEY = 'village.carriedEmail';

/** Spread on a link whose form's email the next page should receive. */
export const carryEmailLink = { 'data-carry-email': '' } as const;

/** The head script of every prerendered page: runs before the body is parsed. */
export function carryEmailScript(): string {
  return (
    'addEventListener("click",function(e){if(window.__villageHydrated)return;' +
    'var a=e.target&&e.target.closest&&e.target.closest("a[data-carry-email]"),' +
    'f=a&&a.closest("form"),i=f&&f.querySelector(\'input[name="email"]\');' +
    `if(i&&i.value)try{sessionStorage.setItem("${CARRIED_EMAIL_KEY}",i.value)}catch(x){}},true)`
  );
}

/**
 * For the email field of a page such a link leads to: once the page runs, the carried email
 * fills it, unless something was typed there meanwhile.
 */
export function useCarriedEmail(setEmail: (update: (current: string) => string) => void) {
  useEffect(() => {
    const carried = takeCarriedEmail();
    if (carried) setEmail((current) => current || carried);
  }, [setEmail]);
}

/** The email a link carried here before hydration, handed out once. */
export function takeCarriedEmail(): string | undefined {
  try {
    const email = sessionStorage.getItem(CARRIED_EMAIL_KEY) ?? undefined;
    sessionStorage.removeItem(CARRIED_EMAIL_KEY);
    return email;
  } catch {
    // Storage refused (a private window's quota, a policy): nothing was carried.
    return undefined;
  }
}
