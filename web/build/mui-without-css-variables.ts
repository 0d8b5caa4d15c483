import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) => fileURLToPath(new URL(`./mui/${file}`, import.meta.url));

/** MUI modules that import the CSS-variables code, and what takes their place. */
const REDIRECTS = [
  { module: /\/@mui\/material\/styles\/createTheme\.mjs$/, to: standIn('create-theme.ts') },
  { module: /\/@mui\/material\/styles\/ThemeProvider\.mjs$/, to: standIn('ThemeProvider.tsx') },
];

/**
 * Builds MUI without its CSS theme variables (`cssVariables`, `colorSchemes`, CssVarsProvider),
 * which the app does not use: MUI's createTheme and ThemeProvider pick the variables' code or not
 * at run time, so the bundler kept all of it (about 25 KB minified, 7 KB gzipped) on every page,
 * the sign-in page too. The stand-ins (build/mui/) take the branch MUI takes for our theme, by
 * calling MUI's own createThemeNoVars and ThemeProviderNoVars, and throw if a theme ever asks for
 * variables. Only the build uses them (the unit tests run MUI as published; the stand-ins' own
 * test checks both give the same theme). If MUI renames these modules, the build says so.
 */
export function muiWithoutCssVariables(): Plugin {
  const redirected = new Set<(typeof REDIRECTS)[number]>();
  return {
    name: 'village-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/@mui\/material\/(styles\/)?[^/]*$/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const redirect = resolved && REDIRECTS.find(({ module }) => module.test(resolved.id));
      if (!redirect) return null;
      redirected.add(redirect);
      return redirect.to;
    },
    buildEnd() {
      for (const redirect of REDIRECTS)
        if (!redirected.has(redirect))
          this.error(`no MUI module resolved to ${redirect.module}: is it still MUI's?`);
    },
  };
}
