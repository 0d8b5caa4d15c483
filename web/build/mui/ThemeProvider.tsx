// Stands in for @mui/material/styles/ThemeProvider.mjs in the build (mui-without-css-variables.ts):
// MUI's ThemeProvider draws ThemeProviderNoVars for a theme without color schemes, and otherwise a
// CssVarsProvider, whose code (color-scheme storage, the CSS-variables sheet) this app never runs.
// Here is only the first branch, as MUI writes it.
import type { Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import ThemeProviderNoVars from '../../../node_modules/@mui/material/styles/ThemeProviderNoVars.mjs';
import THEME_ID from '../../../node_modules/@mui/material/styles/identifier.mjs';

interface ThemeProviderProps {
  children?: ReactNode;
  theme: Partial<Theme> | ((outerTheme: Theme) => Theme);
}

export default function ThemeProvider({ theme, ...props }: ThemeProviderProps) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = (THEME_ID in theme ? (theme as Record<string, Theme>)[THEME_ID] : theme)!;
    if ('colorSchemes' in muiTheme)
      throw new Error(
        'This build has no CSS theme variables or color schemes: remove muiWithoutCssVariables ' +
          'from web/vite.config.ts to use them.',
      );
    // As MUI does: a theme without `vars` must not inherit an outer theme's.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return <ThemeProviderNoVars theme={noVarsTheme as Partial<Theme>} {...props} />;
}
