import { createTheme as muiCreateTheme, useTheme, type Theme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeOptions } from '../src/app/theme';
import createTheme from './mui/create-theme';
import ThemeProvider from './mui/ThemeProvider';

// The build's stand-ins must give exactly the theme MUI gives, or the shipped app looks different
// from the one the unit tests draw.
const comparable = (theme: Theme) => ({
  json: JSON.stringify(theme),
  spacing: theme.spacing(2, 1),
  up: theme.breakpoints.up('md'),
  contrast: theme.palette.getContrastText('#2e7d32'),
  transition: theme.transitions.create('opacity'),
  font: theme.typography.pxToRem(14),
});

describe("the build's createTheme without CSS variables", () => {
  it("gives MUI's theme for the app's options and for MUI's default", () => {
    expect(comparable(createTheme(themeOptions))).toEqual(comparable(muiCreateTheme(themeOptions)));
    expect(comparable(createTheme())).toEqual(comparable(muiCreateTheme()));
    expect(createTheme(themeOptions).palette.primary.main).toBe('#2e7d32');
  });

  it('refuses a theme that asks for CSS variables or color schemes', () => {
    expect(() => createTheme({ cssVariables: true } as object)).toThrow(/no CSS theme variables/);
    expect(() => createTheme({ colorSchemes: { dark: true } } as object)).toThrow(
      /no CSS theme variables/,
    );
  });
});

describe("the build's ThemeProvider without CSS variables", () => {
  function Probe() {
    const theme = useTheme();
    return (
      <span>
        {theme.palette.primary.main} {String(theme.vars)}
      </span>
    );
  }

  it('gives its theme to what it draws, without an outer theme’s variables', () => {
    render(
      <ThemeProvider theme={createTheme(themeOptions)}>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('#2e7d32 null')).toBeInTheDocument();
  });

  it('refuses a theme with color schemes', () => {
    const withSchemes = { ...createTheme(themeOptions), colorSchemes: {} } as Theme;
    expect(() =>
      render(
        <ThemeProvider theme={withSchemes}>
          <Probe />
        </ThemeProvider>,
      ),
    ).toThrow(/no CSS theme variables/);
  });
});
