import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX, TOOLTIP } from '@village/model/constants';

// One theme: primitives first, then per-component customisations in one place.
export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#1565c0' },
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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiTooltip: {
      defaultProps: { enterDelay: TOOLTIP.enterDelayMs, enterNextDelay: TOOLTIP.skipDelayMs },
    },
  },
});
