import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { keepTypedBeforeRedraw } from './components/typed-before-redraw';
import { prerenderedPageFor } from './app/prerendered-pages';
import { registerServiceWorker } from './app/pwa/service-worker';
import {
  createAppRouter,
  loadPrerenderedRoutes,
  routes,
  startLoadingRouteCode,
} from './app/router';
import { deviceLanguage } from './lib/i18n/language';
import { loadAllMessages } from './lib/i18n/messages';
import { startInLanguage } from './lib/i18n/store';
import { routeOf } from './lib/paths';
import { yieldToMain } from './lib/scheduling/slices';

/**
 * The HTML was prerendered for one route (its root's data-page, web/prerender/). The app hydrates
 * it when it is this route's; otherwise (the dev server, an address Hosting served another file
 * for) it draws the page afresh.
 *
 * The page is already on screen, so nothing here is urgent: the main thread is given back once the
 * modules have run, and the hydration is a transition, which React does in slices of a few
 * milliseconds. On a slow phone this keeps each task short, so a tap is never kept waiting long
 * (total blocking time); React Router's own client entry hydrates the same way.
 *
 * The HTML is prerendered in each language (data-language); Hosting serves the English one and the
 * service worker the reader's. When the page's language is not the reader's (a first visit in
 * Hindi, before the worker), the app draws the page afresh in the reader's language once its
 * texts have loaded: hydrating English HTML with Hindi texts would be a mismatch
 * (docs/decisions/i18n-library.md).
 */
async function start(root: HTMLElement) {
  const route = routeOf(window.location.pathname);
  const page = prerenderedPageFor(route);
  const htmlLanguage = root.dataset.language ?? 'en';
  // While the reader's texts load and the page is drawn in them, what is typed into the HTML's
  // form is kept for the new page's fields.
  const forgetTyped = keepTypedBeforeRedraw(root);
  const language = await startInLanguage(deviceLanguage());
  if (root.dataset.page === page.file && language === htmlLanguage) {
    // Hydrating keeps the HTML's fields, and what is in them.
    forgetTyped();
    if (page.kind === 'page') {
      await loadPrerenderedRoutes(routes, route);
      // The page's texts in its language, so that hydrating does not wait for them.
      await loadAllMessages(language);
    } else {
      await yieldToMain();
      startLoadingRouteCode(routes, route);
    }
    await yieldToMain();
    // The router and the hydration in one task: the first render must be the router's fallback,
    // which is what the skeleton's HTML is, before any lazy route resolves.
    startTransition(() => {
      hydrateRoot(root, <App router={createAppRouter()} />);
    });
  } else {
    // A transition, like the hydration above: React draws the page in slices, so a slow phone is
    // not blocked for the whole draw (a first visit in Hindi redraws every element). The HTML
    // stays on screen meanwhile: React clears the root when the new page commits.
    startTransition(() => {
      createRoot(root).render(<App router={createAppRouter()} />);
    });
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
registerServiceWorker();
