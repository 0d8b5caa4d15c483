import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { MOBILE_BREAKPOINT_PX, TOOLTIP } from '@village/model/constants';

/**
 * A select's options are chosen by a press and a release on the menu, never by the release of the
 * press that opened it. The menu opens over the field, so that release lands on an option, and
 * MUI takes it as a choice when it comes 400 ms after the press by the page's clock: a quick click
 * on a slow computer whose page is busy drawing the menu reaches that, and chose whichever option
 * had opened under the pointer (the browser tests saw "Diploma" chosen instead of a class).
 */
function notePressOnMenu(event: MouseEvent<HTMLElement>) {
  event.currentTarget.dataset.pressed = 'true';
}
function ignoreOpeningRelease(event: MouseEvent<HTMLElement>) {
  if (event.currentTarget.dataset.pressed !== 'true') event.stopPropagation();
}

// One theme: primitives first, then per-component customisations in one place. No CSS theme
// variables or color schemes: the build leaves MUI's code for them out (build/mui-without-css-
// variables.ts).
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#1565c0' },
    // Outlined chips and text buttons draw their label in the main colour: MUI's orange (#ed6c02)
    // gives 3.1:1 on white, this one 5.0:1 (WCAG AA asks 4.5:1 for text).
    warning: { main: '#b45309' },
    background: { default: '#f6f8f5' },
  },
  shape: { borderRadius: 10 },
  breakpoints: {
    values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
  },
  components: {
    // A phone or a person that asks for less motion gets none: no spinning, pulsing or sliding,
    // which also spares a cheap phone's CPU the frames.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // Initials on an avatar without a photo (the account menu's), drawn in the page's background
    // colour: 5.8:1 on grey 700; MUI's default grey 400 gives 1.75:1 (WCAG AA asks 4.5:1).
    // A long word (an email address) wraps inside an alert instead of making its message a
    // region that scrolls sideways, which a keyboard cannot reach (narrow phones, Hindi).
    MuiAlert: {
      styleOverrides: { message: { overflowWrap: 'anywhere', minWidth: 0 } },
    },
    MuiAvatar: {
      styleOverrides: {
        colorDefault: ({ theme }) => ({ backgroundColor: theme.palette.grey[700] }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    // Links in the darker shade of the primary green: the main shade is 4.4:1 on a tinted panel
    // (the map's fallback list), under WCAG AA's 4.5:1; the dark one is over 7:1 on those.
    MuiLink: {
      defaultProps: { color: 'primary.dark' },
    },
    MuiSelect: {
      defaultProps: {
        MenuProps: {
          slotProps: {
            list: {
              onMouseDownCapture: notePressOnMenu,
              onMouseUpCapture: ignoreOpeningRelease,
            },
          },
        },
      },
    },
    MuiTooltip: {
      defaultProps: { enterDelay: TOOLTIP.enterDelayMs, enterNextDelay: TOOLTIP.skipDelayMs },
    },
  },
};

export const theme = createTheme(themeOptions);
