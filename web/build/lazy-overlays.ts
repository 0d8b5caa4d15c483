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
  // The sidebar Drawer's Modal serves its phone variant only, closed on first paint.
  {
    importer: /\/@mui\/material\/Drawer\/Drawer\.mjs$/,
    source: '../Modal/index.mjs',
    to: standIn('LazyModal.tsx'),
  },
  // A Select's Menu (with its Popover and Modal) shows only while the select is open.
  {
    importer: /\/@mui\/material\/Select\/SelectInput\.mjs$/,
    source: '../Menu/Menu.mjs',
    to: standIn('LazyMenu.tsx'),
  },
];

/**
 * Gives some MUI components overlays that load when they first open (src/components/lazy-until-
 * open.tsx). These components import their overlay, and all it needs, even while it is closed, and
 * the signed-in shell and pages use them (tooltips, the sidebar, selects): without this, first visits
 * would download overlays that most visits never open. Only these components' imports are
 * redirected; the stand-ins import the real overlays. If MUI stops importing them so, the build
 * says so rather than quietly growing.
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
