import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelBadge } from './LevelBadge';

function badge(educationLevel: string, course?: string) {
  render(<LevelBadge educationLevel={educationLevel} course={course} />);
  return screen
    .getByText(course ? `${educationLevel} ${course}` : educationLevel)
    .closest('.MuiChip-root') as HTMLElement;
}

describe('LevelBadge', () => {
  it('colours by category: primary green, secondary blue, higher purple, else grey', () => {
    expect(badge('3rd Standard')).toHaveClass('MuiChip-colorSuccess');
    expect(badge('10th Standard')).toHaveClass('MuiChip-colorSecondary');
    const higher = badge('B.Sc', 'Computer Science');
    expect(higher).toHaveAttribute('data-category', 'higher');
    expect(higher).toHaveStyle({ backgroundColor: '#7b1fa2' });
    const unknown = badge('Nursery');
    expect(unknown).toHaveClass('MuiChip-colorDefault');
    expect(unknown).toHaveAttribute('data-category', 'none');
  });
});
