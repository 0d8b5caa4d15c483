// Stands in for `re2js` in the web build (see vite.config.ts). Firestore's SDK imports re2js, a
// 146 KB regular-expression engine (about 40 KB gzipped, a fifth of the Firestore chunk), only to
// evaluate regex functions of Pipeline queries on the client. The app runs no pipelines, so the
// engine is never called; if a future change starts using regex pipelines, this says so loudly
// instead of matching wrongly.
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(
      `Regular expressions in Firestore pipelines are not bundled in this app (pattern: ${pattern}). ` +
        'Remove the re2js alias in web/vite.config.ts to use them.',
    );
  },
};
