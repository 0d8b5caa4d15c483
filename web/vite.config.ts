/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// A relative import: Vite bundles it into the config (a workspace package would stay external).
import { BASE_PATH } from '../model/src/constants.ts';
import { chunkLayers } from './build/chunk-layers.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';

// The app lives under a sub-folder (SPEC.md §1); VITE_BASE_PATH overrides it at build time.
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

export default defineConfig(({ command }) => ({
  base,
  plugins: [react(), layers.plugin, serviceWorker()],
  resolve: {
    // Firestore's SDK bundles a regex engine for client-side Pipeline queries, which the app does
    // not use: a stub keeps it off every signed-in page (web/build/re2js-stub.ts says why).
    alias: {
      re2js: fileURLToPath(new URL('./build/re2js-stub.ts', import.meta.url)),
      ...(command === 'build' ? ROUTER_PRODUCTION : {}),
    },
  },
  build: {
    // Files land under dist/<base>/ so that Hosting serves dist/ and the paths match.
    outDir: `dist${base}`,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: layers.groups } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
}));
