// The server side of the prerender (web/prerender/prerender.ts): renders the app for one route to
// HTML with react-dom/server, and extracts the CSS emotion generated for it, per page (MUI's
// server-side rendering recipe). Built with `vite build --ssr` (vite.config.ts).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
} from 'react-router-dom';
import { App } from '../src/app/App';
import type { Language } from '../src/lib/i18n/catalog';
import { loadAllMessages } from '../src/lib/i18n/messages';
import { activateLanguage } from '../src/lib/i18n/store';
import { sampleRouteOf, type PrerenderedPage } from '../src/app/prerendered-pages';
import { basenameFrom, routes, type AppRouter } from '../src/app/router';

export {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  routePatternSource,
} from '../src/app/prerendered-pages';
export { sidebarWidthScript } from '../src/app/layout/sidebar-cookie';
export { LANGUAGES } from '../src/lib/i18n/catalog';
export { manifestFile, manifestHref } from '../src/lib/i18n/manifest';
export { earlySubmitScript } from '../src/components/early-submit';
export { carryEmailScript } from '../src/components/carried-email';

export interface RenderedPage {
  /** The root element's content. */
  html: string;
  /** The page's critical CSS as <style data-emotion> tags, which the browser's emotion adopts. */
  styles: string;
}

/**
 * The router state the browser has before a route's lazy parts have loaded: it draws the nearest
 * HydrateFallback (RouteLoading), as a signed-in route's first render in the browser does.
 */
function beforeLazyRoutesLoad(router: AppRouter): AppRouter {
  return Object.create(router, {
    state: { get: () => ({ ...router.state, initialized: false, renderFallback: true }) },
  }) as AppRouter;
}

export async function renderPage(
  page: PrerenderedPage,
  base: string,
  language: Language = 'en',
): Promise<RenderedPage> {
  await activateLanguage(language);
  const basename = basenameFrom(base);
  const handler = createStaticHandler(routes, { basename });
  const path = `${basename === '/' ? '' : basename}${sampleRouteOf(page)}`;
  let context: StaticHandlerContext;
  if (page.kind === 'page') {
    // Loads the route's lazy page, as the browser does before hydrating it (main.tsx).
    const queried = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
    if (queried instanceof Response) throw new Error(`${path} answered ${queried.status}`);
    if (queried.errors) throw Object.values(queried.errors)[0];
    context = queried;
  } else {
    const location = { pathname: path, search: '', hash: '', state: null, key: 'default' };
    context = {
      basename,
      location,
      matches: matchRoutes(handler.dataRoutes, location, basename) ?? [],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    } as StaticHandlerContext;
  }
  // The texts of the page's feature, loaded with its code above: renderToString cannot wait.
  await loadAllMessages(language);
  const staticRouter = createStaticRouter(handler.dataRoutes, context);
  const router = page.kind === 'page' ? staticRouter : beforeLazyRoutesLoad(staticRouter);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App router={router} />
    </CacheProvider>,
  );
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
}
