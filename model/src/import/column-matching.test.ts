import { describe, expect, it } from 'vitest';
import { unmappedRequired, type ColumnMapping } from './column-matching';

const MAPPING: ColumnMapping = {
  name: 0,
  dateOfBirth: 1,
  educationLevel: 2,
  school: 3,
  parentContact: 4,
};

describe('unmappedRequired', () => {
  it('lists the required fields without a column', () => {
    expect(unmappedRequired(MAPPING)).toEqual([]);
    expect(unmappedRequired({ name: 0 }).map((column) => column.header)).toEqual([
      'Education Level',
      'School / College',
    ]);
  });
});
