import { academicYearOf } from '@village/model/academic-year';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../lib/i18n/catalog';
import { progressionMessages, type ProgressionTranslate } from './messages';
import { hi } from './messages.hi';
import { classText, defaultYearChoice, summaryText } from './progression-text';

const english: ProgressionTranslate = (key, values) =>
  formatMessage(progressionMessages.en[key], 'en', values);
const hindi: ProgressionTranslate = (key, values) => formatMessage(hi[key], 'hi', values);

describe('classText', () => {
  it('names a class as offices do, its section in capitals', () => {
    expect(classText('7th Standard', 'a ', english)).toBe('Class 7-A');
    expect(classText('7th Standard', '', english)).toBe('Class 7');
    expect(classText('B.Sc', 'B', english)).toBe('B.Sc-B');
    expect(classText('10th Standard', 'A', hindi)).toBe('कक्षा 10-A');
  });
});

describe('summaryText', () => {
  it('says "38 promoted, 2 repeating, 1 left", leaving out the empty groups', () => {
    expect(
      summaryText({ promoted: 37, promotedWithoutExam: 1, repeater: 2, leftWithTc: 1 }, english),
    ).toBe('38 promoted, 2 repeating, 1 left');
    expect(summaryText({ graduated: 40 }, english)).toBe('40 graduated');
    expect(summaryText({}, english)).toBe('no students');
    expect(summaryText({ promoted: 10, droppedOut: 1 }, hindi)).toBe('10 प्रोन्नत, 1 विद्यालय छोड़ चुके');
  });
});

describe('defaultYearChoice', () => {
  const choiceOn = (iso: string, startMonth = 4) =>
    defaultYearChoice(academicYearOf(new Date(iso), startMonth), new Date(iso));

  it('closes this year in its last quarter, the one just ended before it', () => {
    expect(choiceOn('2027-03-20T06:00:00Z')).toBe('current');
    expect(choiceOn('2027-01-01T06:00:00Z')).toBe('current');
    expect(choiceOn('2026-04-10T06:00:00Z')).toBe('previous');
    // From the fourth month too: the year is not over, its students were promoted in April.
    expect(choiceOn('2026-07-01T06:00:00Z')).toBe('previous');
    expect(choiceOn('2026-12-31T06:00:00Z')).toBe('previous');
    // India's day, not the device's: 31 December 19:00 UTC is 1 January.
    expect(choiceOn('2026-12-31T19:00:00Z')).toBe('current');
    // A college year from July: its last quarter from April.
    expect(choiceOn('2027-03-31T17:00:00Z', 7)).toBe('previous');
    expect(choiceOn('2027-03-31T19:00:00Z', 7)).toBe('current');
  });
});
