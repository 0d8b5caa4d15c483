// Stands in for @mui/material/styles/createTheme.mjs in the build (mui-without-css-variables.ts).
// MUI's createTheme chooses at run time between a theme with CSS variables and one without; the
// app's theme (src/app/theme.ts) and MUI's default theme have neither `cssVariables` nor
// `colorSchemes`, so MUI's own createTheme calls createThemeNoVars with the same arguments, exactly
// as here. Importing both made the CSS-variables half ship on every page, never run.
import type { ThemeOptions } from '@mui/material/styles';
import createThemeNoVars from '../../../node_modules/@mui/material/styles/createThemeNoVars.mjs';

export default function createTheme(options: ThemeOptions = {}, ...args: object[]) {
  if ((options as { cssVariables?: unknown }).cssVariables || 'colorSchemes' in options)
    throw new Error(
      'This build has no CSS theme variables or color schemes: remove muiWithoutCssVariables ' +
        'from web/vite.config.ts to use them.',
    );
  // MUI's createTheme passes the same options on (its types say they may hold variables).
  return createThemeNoVars(options as Parameters<typeof createThemeNoVars>[0], ...args);
}
