import { describe, expect, it } from 'vitest';
import {
  categoryForLevel,
  EDUCATION_LEVELS,
  isEducationLevel,
  levelsInCategory,
  type EducationLevel,
} from './levels';

describe('education levels', () => {
  it('lists the 26 levels of docs/product.md in teaching order', () => {
    expect(EDUCATION_LEVELS).toHaveLength(26);
    expect(EDUCATION_LEVELS[0]).toBe('1st Standard');
    expect(EDUCATION_LEVELS[11]).toBe('12th Standard');
    expect(EDUCATION_LEVELS.slice(12)).toEqual([
      'Diploma',
      'B.A',
      'B.Sc',
      'B.Com',
      'B.Tech',
      'B.E',
      'M.A',
      'M.Sc',
      'M.Com',
      'M.Tech',
      'M.E',
      'MBA',
      'Ph.D',
      'Post Doctorate',
    ]);
    expect(new Set(EDUCATION_LEVELS).size).toBe(26);
  });

  it.each<[EducationLevel, string]>([
    ['1st Standard', 'primary'],
    ['5th Standard', 'primary'],
    ['6th Standard', 'secondary'],
    ['10th Standard', 'secondary'],
    ['12th Standard', 'secondary'],
    ['Diploma', 'higher'],
    ['B.Com', 'higher'],
    ['Post Doctorate', 'higher'],
  ])('puts %s in the %s category', (level, category) => {
    expect(categoryForLevel(level)).toBe(category);
  });

  it('splits the levels 5 primary, 7 secondary, 14 higher', () => {
    expect(levelsInCategory('primary')).toHaveLength(5);
    expect(levelsInCategory('secondary')).toHaveLength(7);
    expect(levelsInCategory('higher')).toHaveLength(14);
  });

  it('rejects unknown levels', () => {
    expect(isEducationLevel('B.Sc')).toBe(true);
    expect(isEducationLevel('b.sc')).toBe(false);
    expect(isEducationLevel('13th Standard')).toBe(false);
    expect(isEducationLevel(undefined)).toBe(false);
    expect(() => categoryForLevel('13th Standard' as EducationLevel)).toThrow(RangeError);
  });
});
