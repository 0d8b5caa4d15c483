import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { englishText, translate, type Translate } from './catalog';
import { hi } from './catalogs/hi';
import { categoryLabel, genderLabel, levelLabel, roleLabel } from './labels';

const hindi: Translate = (key, values) => translate(hi, 'hi', key, values);

describe('display names of stored values', () => {
  it('are the stored values themselves in English', () => {
    for (const level of EDUCATION_LEVELS) expect(levelLabel(level, englishText)).toBe(level);
    expect(genderLabel('female', englishText)).toBe('Female');
    expect(categoryLabel('higher', englishText)).toBe('Higher Education');
    expect(roleLabel('org_user', englishText)).toBe('Organization User');
  });

  it('say कक्षा for a standard in Hindi, and keep degree names as written', () => {
    expect(levelLabel('1st Standard', hindi)).toBe('कक्षा 1');
    expect(levelLabel('12th Standard', hindi)).toBe('कक्षा 12');
    expect(levelLabel('B.Sc', hindi)).toBe('B.Sc');
    expect(levelLabel('MBA', hindi)).toBe('MBA');
    expect(levelLabel('Diploma', hindi)).toBe('डिप्लोमा');
    expect(genderLabel('female', hindi)).toBe('महिला');
    expect(categoryLabel('primary', hindi)).toBe('प्राथमिक');
    expect(roleLabel('super_admin', hindi)).toBe('सुपर एडमिन');
  });
});
