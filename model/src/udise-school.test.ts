import { describe, expect, it } from 'vitest';
import FACT_SHEET from '../../docs/udise/student-upload-template.md?raw';
import { MANAGEMENT_TYPE_CODES } from './udise-school';
import { readUdiseSettings, udiseSettingsInputSchema } from './udise-settings';

const SCHOOL = {
  management: 'privateUnaided',
  lowestClass: 6,
  highestClass: 12,
  sections: { '6': 'AB', '11': 'A' },
  streams: ['science', 'commerce'],
  vocationalCourses: ['Retail', 'IT-ITES (ITeS)'],
};

/** The messages of the issues of a save, by the path of each. */
function refusals(input: Record<string, unknown>): Record<string, string> {
  const result = udiseSettingsInputSchema.safeParse({ code: '', codes: {}, ...input });
  expect(result.success).toBe(false);
  return Object.fromEntries(
    result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe("the school's UDISE+ settings", () => {
  it('save every field, courses trimmed', () => {
    const input = { code: '', codes: {}, ...SCHOOL, vocationalCourses: [' Retail ', 'Tourism'] };
    expect(udiseSettingsInputSchema.parse(input)).toEqual({
      ...input,
      vocationalCourses: ['Retail', 'Tourism'],
    });
    expect(udiseSettingsInputSchema.parse({ code: '', codes: {} })).toEqual({
      code: '',
      codes: {},
    });
  });

  it('refuse a class outside 1 to 12, one bound alone and the highest below the lowest', () => {
    expect(refusals({ lowestClass: 0, highestClass: 13 })).toEqual({
      lowestClass: 'Choose a class from 1 to 12',
      highestClass: 'Choose a class from 1 to 12',
    });
    expect(refusals({ lowestClass: 1.5, highestClass: 5 })).toEqual({
      lowestClass: 'Choose a class from 1 to 12',
    });
    expect(refusals({ lowestClass: 6 })).toEqual({
      highestClass: 'Choose both the lowest and the highest class, or neither',
    });
    expect(refusals({ lowestClass: 8, highestClass: 5 })).toEqual({
      highestClass: 'The highest class cannot be below the lowest',
    });
  });

  it('store sections as their letters in order, each once', () => {
    const input = { code: '', codes: {}, lowestClass: 1, highestClass: 5 };
    const saved = udiseSettingsInputSchema.parse({
      ...input,
      sections: { '2': ['C', 'A'], '3': 'AB' },
    });
    expect(saved.sections).toEqual({ '2': 'AC', '3': 'AB' });
  });

  it('refuse sections that are not single letters, repeated, or of a class not taught', () => {
    const classes = { lowestClass: 1, highestClass: 5 };
    const letters = 'Type section letters A to Z, each once, separated by commas';
    for (const sections of [['AB'], ['a'], ['A', 'A'], [], 'BA', 'A B', '', 5])
      expect(refusals({ ...classes, sections: { '2': sections } })).toEqual({
        'sections.2': letters,
      });
    expect(refusals({ ...classes, sections: {} })).toEqual({ sections: letters });
    expect(Object.keys(refusals({ ...classes, sections: { '13': 'A' } }))).toEqual(['sections']);
    const outside = 'Sections only for the classes from the lowest to the highest';
    expect(refusals({ ...classes, sections: { '6': 'A' } })).toEqual({ 'sections.6': outside });
    expect(refusals({ sections: { '6': 'A' } })).toEqual({ 'sections.6': outside });
  });

  it('refuse an unknown or repeated stream, and streams without class XI or XII', () => {
    const classes = { lowestClass: 9, highestClass: 12 };
    const streams = 'Choose streams from the list, each once';
    expect(refusals({ ...classes, streams: ['science', 'humanities'] })).toEqual({
      'streams.1': streams,
    });
    expect(refusals({ ...classes, streams: ['arts', 'arts'] })).toEqual({ streams });
    expect(refusals({ lowestClass: 1, highestClass: 10, streams: ['arts'] })).toEqual({
      streams: 'Streams are for a school whose highest class is XI or XII',
    });
  });

  it('refuse a blank, long or repeated course, and more than ten', () => {
    const course = 'Each course in 1 to 60 characters';
    expect(refusals({ vocationalCourses: ['  '] })).toEqual({ 'vocationalCourses.0': course });
    expect(refusals({ vocationalCourses: ['x'.repeat(61)] })).toEqual({
      'vocationalCourses.0': course,
    });
    expect(refusals({ vocationalCourses: ['Retail', 'retail '] })).toEqual({
      vocationalCourses: 'Each course once',
    });
    const eleven = Array.from({ length: 11 }, (_, index) => `Course ${index + 1}`);
    expect(refusals({ vocationalCourses: eleven })).toEqual({
      vocationalCourses: 'At most 10 courses',
    });
  });

  it('refuse an unknown management type or a field of its own', () => {
    expect(refusals({ management: 'trust' })).toEqual({
      management: 'Choose a management type from the list',
    });
    expect(refusals({ board: 'CBSE' })).toHaveProperty('');
  });

  it('read leniently: a part that does not read is as if unset', () => {
    expect(readUdiseSettings({ code: '09876543210', codes: {}, ...SCHOOL })).toEqual({
      code: '09876543210',
      codes: {},
      ...SCHOOL,
    });
    expect(
      readUdiseSettings({
        management: 'trust',
        lowestClass: 8,
        highestClass: 5,
        sections: { '6': 'A' },
        streams: ['science', 'humanities'],
        vocationalCourses: 'Retail',
      }),
    ).toEqual({ code: '', codes: {} });
    // Sections of a class the range no longer holds, or that do not read, are dropped alone.
    expect(
      readUdiseSettings({
        lowestClass: 6,
        highestClass: 8,
        sections: { '5': 'A', '6': 'AB', '7': 'ab', '8': ['C'], '9': 'C' },
      }),
    ).toEqual({
      code: '',
      codes: {},
      lowestClass: 6,
      highestClass: 8,
      sections: { '6': 'AB' },
    });
    expect(readUdiseSettings({ lowestClass: 1, highestClass: 12, sections: 'ABC' })).toEqual({
      code: '',
      codes: {},
      lowestClass: 1,
      highestClass: 12,
    });
    expect(readUdiseSettings(undefined)).toEqual({ code: '', codes: {} });
  });
});

describe('the management types, against the fact sheet', () => {
  it('give only the code the record gives: 5, private unaided, in the portal’s own check', () => {
    expect(FACT_SHEET).toContain('Only for management = Private Unaided (internal id 5)');
    expect(MANAGEMENT_TYPE_CODES.filter(({ code }) => code !== null)).toEqual([
      { value: 'privateUnaided', label: 'Private unaided', code: 5, confidence: 'verbatim' },
    ]);
  });
});
