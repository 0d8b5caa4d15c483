import { createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HIGHER_PURPLE, LevelBadge } from './LevelBadge';

// Without a ThemeProvider, styled components use MUI's default theme.
const theme = createTheme();

function badge(educationLevel: string, course?: string) {
  render(<LevelBadge educationLevel={educationLevel} course={course} />);
  return screen.getByText(course ? `${educationLevel} ${course}` : educationLevel);
}

describe('LevelBadge', () => {
  it('colours by category: primary green, secondary blue, higher purple, else grey', () => {
    const primary = badge('3rd Standard');
    expect(primary).toHaveAttribute('data-category', 'primary');
    expect(primary).toHaveStyle({ backgroundColor: theme.palette.success.main });
    const secondary = badge('10th Standard');
    expect(secondary).toHaveAttribute('data-category', 'secondary');
    expect(secondary).toHaveStyle({ backgroundColor: theme.palette.secondary.main });
    const higher = badge('B.Sc', 'Computer Science');
    expect(higher).toHaveAttribute('data-category', 'higher');
    expect(higher).toHaveStyle({ backgroundColor: HIGHER_PURPLE, color: '#fff' });
    const unknown = badge('Nursery');
    expect(unknown).toHaveAttribute('data-category', 'none');
    expect(unknown).toHaveStyle({ backgroundColor: theme.palette.action.selected });
  });
});
