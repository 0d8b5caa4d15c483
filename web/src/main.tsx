import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prerenderedPageFor } from './app/prerendered-pages';
import { registerServiceWorker } from './app/pwa/service-worker';
import { createAppRouter, loadPrerenderedRoutes, routes } from './app/router';
import { routeOf } from './lib/paths';

/**
 * The HTML was prerendered for one route (its root's data-page, web/prerender/). The app hydrates
 * it when it is this route's; otherwise (the dev server, an address Hosting served another file
 * for) it draws the page afresh.
 */
async function start(root: HTMLElement) {
  const route = routeOf(window.location.pathname);
  const page = prerenderedPageFor(route);
  if (root.dataset.page === page.file) {
    if (page.kind === 'page') await loadPrerenderedRoutes(routes, route);
    hydrateRoot(root, <App router={createAppRouter()} />);
  } else {
    root.replaceChildren();
    createRoot(root).render(<App router={createAppRouter()} />);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
registerServiceWorker();
