import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// Outlined chips, text buttons and coloured text draw their label in a palette's main colour, on a
// card (white) or on the page's background: WCAG AA asks 4.5:1 for text.
describe('the theme', () => {
  const surfaces = { paper: '#ffffff', page: theme.palette.background.default };
  it.each(['primary', 'secondary', 'error', 'warning', 'success'] as const)(
    'draws %s text readably on cards and on the page',
    (palette) => {
      for (const surface of Object.values(surfaces)) {
        expect(getContrastRatio(theme.palette[palette].main, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
