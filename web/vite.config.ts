/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// A relative import: Vite bundles it into the config (a workspace package would stay external).
import { BASE_PATH } from '../model/src/constants.ts';
import { chunkLayers } from './build/chunk-layers.ts';
import { lazyOverlays } from './build/lazy-overlays.ts';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';

// The app lives under /village-education/ (docs/product.md, "Layout and navigation");
// VITE_BASE_PATH overrides it at build time.
const base = process.env.VITE_BASE_PATH ?? BASE_PATH;

// react-router's package exports its development build to bundlers; the production build is the
// same code with its development warnings switched off, so the minifier drops them.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const ROUTER_PRODUCTION = {
  'react-router/dom': routerProduction('dom-export.mjs'),
  'react-router': routerProduction('index.mjs'),
};

const layers = chunkLayers();

/** The prerender's SSR build (web/prerender/) renders pages without Firebase: its stand-in. */
const withoutFirebase: Plugin = {
  name: 'village-prerender-without-firebase',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (resolved?.id.endsWith('/src/lib/firebase.ts'))
      return fileURLToPath(new URL('./prerender/firebase.stub.ts', import.meta.url));
    return resolved;
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  base,
  plugins: isSsrBuild
    ? [react(), withoutFirebase]
    : [react(), layers.plugin, lazyOverlays(), muiWithoutCssVariables()],
  resolve: {
    // Firestore's SDK bundles a regex engine for client-side Pipeline queries, which the app does
    // not use: a stub keeps it off every signed-in page (web/build/re2js-stub.ts says why).
    alias: {
      re2js: fileURLToPath(new URL('./build/re2js-stub.ts', import.meta.url)),
      ...(command === 'build' ? ROUTER_PRODUCTION : {}),
    },
  },
  build: isSsrBuild
    ? // `vite build --ssr prerender/entry-server.tsx`: a Node module for web/prerender/prerender.ts.
      { outDir: 'prerender/dist', emptyOutDir: true, ssr: true }
    : {
        // Files land under dist/<base>/ so that Hosting serves dist/ and the paths match.
        outDir: `dist${base}`,
        emptyOutDir: true,
        sourcemap: true,
        // .vite/manifest.json: which files each lazy page loads, for the service worker
        // (web/prerender/prerender.ts writes it after the pages).
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: layers.groups } },
        },
      },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // happy-dom: the DOM in Node, about a third cheaper for these tests than jsdom was. Renders of
    // whole pages take 1-2 s alone; in npm test, with the emulators and Chromium on the same two
    // cores, up to ten times that. The timeout only catches a test that hangs.
    testTimeout: 60_000,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}', 'prerender/**/*.test.{ts,tsx}'],
  },
}));
