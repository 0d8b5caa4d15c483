import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) =>
  fileURLToPath(new URL(`../src/components/${file}`, import.meta.url));

/** Which MUI component's import of which overlay is redirected, and to what. */
const REDIRECTS = [
  // Tooltip's Popper brings the Popper.js engine; the shell's tooltips are closed on first paint.
  {
    importer: /\/@mui\/material\/Tooltip\/Tooltip\.mjs$/,
    source: '../Popper/index.mjs',
    to: standIn('LazyPopper.tsx'),
  },
];

/**
 * Gives some MUI components overlays that load when they first open (src/components/lazy-until-
 * open.tsx). These components import their overlay, and all it needs, even while it is closed;
 * the signed-in shell's tooltips would put it on every first visit, though most never open one.
 * Only overlays whose absence costs nothing essential belong here: offline, before the service
 * worker has stored it, a tooltip that cannot load stays closed, whereas a Drawer's Modal or a
 * Select's Menu would leave a menu that cannot open. Only the listed imports are redirected; the
 * stand-ins import the real overlays. If MUI stops importing them so, the build says so.
 */
export function lazyOverlays(): Plugin {
  const seen = new Set<(typeof REDIRECTS)[number]>();
  const redirected = new Set<(typeof REDIRECTS)[number]>();
  return {
    name: 'village-lazy-overlays',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const redirect = REDIRECTS.find((candidate) => candidate.importer.test(importer));
      if (!redirect) return null;
      seen.add(redirect);
      if (source !== redirect.source) return null;
      redirected.add(redirect);
      return redirect.to;
    },
    buildEnd() {
      for (const redirect of seen)
        if (!redirected.has(redirect))
          this.warn(
            `${redirect.importer} no longer imports ${redirect.source}: it loads eagerly again.`,
          );
    },
  };
}
