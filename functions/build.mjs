// Bundles the functions with the shared model inlined, so that `firebase deploy` uploads
// one self-contained file and needs only the npm dependencies listed in package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: 'lib/index.js',
  sourcemap: true,
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'nodemailer',
  ],
  logLevel: 'warning',
});
