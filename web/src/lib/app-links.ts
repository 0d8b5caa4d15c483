import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Plain links to the app's pages, for long lists. react-router's Link resolves its path against
 * the route tree on every draw (about 0.15 ms here, four times that on a cheap phone), which the
 * directory's 24 cards, two links each, paid in every task that drew them. A list draws
 * `<a href={appHref(path)} data-app-link={path}>` instead (appHref: lib/paths.ts), and its container takes their clicks
 * with `useAppLinkClicks`, navigating in the app as Link does (a modified or middle click, or a
 * link opening elsewhere, is left to the browser: a new tab). Paths are the router's, from
 * lib/paths.ts.
 */
/** The click handler for a container of `data-app-link` links (see appHref). */
export function useAppLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest('a[data-app-link]');
      if (!link || !event.currentTarget.contains(link)) return;
      const target = link.getAttribute('target');
      if (target && target !== '_self') return;
      const path = link.getAttribute('data-app-link');
      if (!path) return;
      event.preventDefault();
      navigate(path);
    },
    [navigate],
  );
}
