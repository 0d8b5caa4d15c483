import type { Plugin, Rolldown } from 'vite';

/**
 * Chunks by layer instead of by exact set of importers. Left to itself, the bundler gives every
 * distinct set of lazy pages that share a module its own chunk: 70 files on a signed-in page, many
 * under 1 KB, each paying a request and its headers (about 0.4 KB) over a village link, and
 * compressing worse than one file would. The app loads in layers, so it is chunked so:
 *
 * - `start`: everything index.html's entry loads before the first page;
 * - `sign-in`: the sign-in page and what only signed-out pages share with it;
 * - `public-shared`: what the sign-in page shares with the signed-in app (inputs, alerts, links);
 * - `signed-in`: what the signed-in shell (SignedInArea, RequireOrganization, AppLayout) needs,
 *   Firestore among it, with the small code that most signed-in pages share;
 * - then each page keeps its own chunk, and what only some pages share and is large (the date
 *   pickers, say) keeps the bundler's own chunks.
 *
 * The test functions read the layers this plugin works out from the module graph when the build
 * ends, before chunks are made. Grouping changes which file code arrives in, never what runs; a
 * module in the wrong layer costs bytes, not behaviour. Captured modules bring their imports
 * along (the bundler's includeDependenciesRecursively), hence the priorities: lower layers first.
 */

/** Lazy roots a signed-out visitor may load; every other lazy root belongs to the signed-in app. */
const PUBLIC_ROOT =
  /src\/(features\/auth\/(SignInPage|SignUpPage|ForgotPasswordPage)|features\/misc\/|app\/pwa\/)/;
/** The first page most visits see signed out. */
const SIGN_IN_PAGE = /src\/features\/auth\/SignInPage\.tsx$/;
/** Lazy roots that every visit loads as it starts, signed in or out (the session observer): they
 * join what the sign-in page shares with the signed-in app, rather than a request of their own. */
const EVERY_VISIT = /src\/lib\/session\/auth-observer\.ts$/;
/** The signed-in shell, loaded before any signed-in page. */
const SIGNED_IN_SHELL =
  /src\/app\/(SignedInArea|layout\/AppLayout)\.tsx$|RequireOrganization\.tsx$/;
/** Code that only signed-in pages share joins the signed-in chunk when all the pages that share
 * it would otherwise get a chunk of less than this (source bytes, before minifying), counting what
 * it would bring along (its imports that no layer holds yet)... */
const FOLD_BELOW = 12_000;
/** ...and when more than half of the signed-in pages need it. Every signed-in visit downloads the
 * signed-in chunk: code that most pages skip would cost all of them more than its request saves. */
const FOLD_SHARE = 0.5;
/** Shared code smaller than this (source bytes: an icon, say; with what it brings along, as
 * above) joins the signed-in chunk whoever shares it: its own chunk would cost a request, and a
 * name in the start chunk's preload lists, more than it weighs. */
const FOLD_ALWAYS_BELOW = 500;
/** The router's lazy routes: the pages a visit can start on. */
const ROUTER = /src\/app\/router\.tsx$/;

interface Layers {
  start: Set<string>;
  signIn: Set<string>;
  publicShared: Set<string>;
  signedIn: Set<string>;
}

export function chunkLayers(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let layers: Layers | undefined;
  const layerOf = (id: string) =>
    layers?.start.has(id)
      ? 'start'
      : layers?.signIn.has(id)
        ? 'sign-in'
        : layers?.publicShared.has(id)
          ? 'public-shared'
          : layers?.signedIn.has(id)
            ? 'signed-in'
            : null;

  const plugin: Plugin = {
    name: 'village-chunk-layers',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const staticClosure = (root: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of info(id)?.importedIds ?? []) visit(next);
        };
        visit(root);
        return seen;
      };
      const entry = ids.find((id) => info(id)?.isEntry);
      if (!entry) return;
      const start = staticClosure(entry);
      start.delete(entry);
      // Static and lazy imports both: what a page can come to load.
      const fullClosure = (root: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const imports = info(id);
          for (const next of [
            ...(imports?.importedIds ?? []),
            ...(imports?.dynamicallyImportedIds ?? []),
          ])
            visit(next);
        };
        visit(root);
        return seen;
      };

      const roots = ids.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0);
      const reachedBy = new Map<string, Set<string>>();
      for (const root of roots)
        for (const id of staticClosure(root)) {
          if (start.has(id) || id === entry) continue;
          reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(root));
        }
      const signIn = new Set<string>();
      const publicShared = new Set<string>();
      const signedIn = new Set<string>();
      // What only signed-in pages share, keyed by the set of pages: the bundler's common chunks.
      const pagesShared = new Map<string, string[]>();
      for (const [id, reach] of reachedBy) {
        const bySignIn = [...reach].some(
          (root) => SIGN_IN_PAGE.test(root) || EVERY_VISIT.test(root),
        );
        const byPublic = [...reach].some((root) => PUBLIC_ROOT.test(root));
        const bySignedIn = [...reach].some((root) => !PUBLIC_ROOT.test(root));
        const byShell = [...reach].some((root) => SIGNED_IN_SHELL.test(root));
        if (bySignIn && bySignedIn) publicShared.add(id);
        else if (bySignIn) signIn.add(id);
        else if (byPublic && bySignedIn)
          continue; // the bundler's own chunks, off /signin
        else if (byShell) signedIn.add(id);
        else if (bySignedIn && reach.size >= 2) {
          const key = [...reach].sort().join('|');
          pagesShared.set(key, [...(pagesShared.get(key) ?? []), id]);
        }
      }
      // Which signed-in pages can load each lazy root (the page's own module, or a lazy part of it).
      const pages = roots.filter(
        (root) =>
          !PUBLIC_ROOT.test(root) &&
          !SIGNED_IN_SHELL.test(root) &&
          (info(root)?.dynamicImporters ?? []).some((importer) => ROUTER.test(importer)),
      );
      const pagesLoading = new Map<string, Set<string>>();
      for (const page of pages)
        for (const id of fullClosure(page))
          if (roots.includes(id))
            pagesLoading.set(id, (pagesLoading.get(id) ?? new Set()).add(page));
      // The signed-in group captures a folded module's imports with it: what folding weighs is the
      // shared code and what it imports that no layer holds. Counted alone, a small module that
      // builds on a large one would fold and bring the large one to every page: the student's
      // schema (model/src/student.ts) the UDISE+ detail tables (model/src/student-details.ts).
      const layered = new Set([...start, ...signIn, ...publicShared, ...signedIn]);
      const foldWeight = (shared: readonly string[]) => {
        const brought = new Set<string>();
        for (const id of shared)
          for (const dependency of staticClosure(id))
            if (!layered.has(dependency)) brought.add(dependency);
        let size = 0;
        for (const id of brought) size += info(id)?.code?.length ?? 0;
        return size;
      };
      for (const [key, shared] of pagesShared) {
        const sharedBy = new Set(
          // The key lists the lazy roots that share this code.
          key.split('|').flatMap((root) => [...(pagesLoading.get(root) ?? [])]),
        );
        const size = foldWeight(shared);
        if (
          size < FOLD_ALWAYS_BELOW ||
          (size < FOLD_BELOW && sharedBy.size > pages.length * FOLD_SHARE)
        )
          for (const id of shared) signedIn.add(id);
      }
      layers = { start, signIn, publicShared, signedIn };
    },
  };

  const group = (name: string, priority: number) => ({
    name,
    priority,
    test: (id: string) => layerOf(id) === name,
  });
  return {
    plugin,
    groups: [
      group('start', 4),
      group('public-shared', 3),
      group('sign-in', 2),
      group('signed-in', 1),
    ],
  };
}
