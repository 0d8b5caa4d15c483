import { UDISE_LEVELS } from '@village/model/udise-export';
import { FIRST_STREAM_CLASS, type Stream } from '@village/model/udise-school';
import type { UdiseSettings } from '@village/model/udise-settings';

// The UDISE+ settings form's fields as typed, and the settings the model is given from them: the
// model's schema judges what was typed, so the form says what the rules would refuse.

/** The school's fields as the form holds them: '' for a choice not made. */
export interface SchoolFields {
  management: string;
  lowestClass: string;
  highestClass: string;
  /** By class number ("6"), the letters as typed ("A, B"). */
  sections: Record<string, string>;
  streams: Stream[];
  /** One course a line. */
  vocationalCourses: string;
}

export function schoolFieldsOf(settings: UdiseSettings): SchoolFields {
  return {
    management: settings.management ?? '',
    lowestClass: settings.lowestClass === undefined ? '' : String(settings.lowestClass),
    highestClass: settings.highestClass === undefined ? '' : String(settings.highestClass),
    sections: Object.fromEntries(
      Object.entries(settings.sections ?? {}).map(([key, letters]) => [
        key,
        [...(letters ?? '')].join(', '),
      ]),
    ),
    streams: settings.streams ?? [],
    vocationalCourses: (settings.vocationalCourses ?? []).join('\n'),
  };
}

/** The classes from the lowest to the highest chosen, while both are and are in order. */
export function classesChosen({ lowestClass, highestClass }: SchoolFields): number[] {
  const [lowest, highest] = [Number(lowestClass), Number(highestClass)];
  if (!lowestClass || !highestClass || lowest > highest) return [];
  return UDISE_LEVELS.map((_, index) => index + 1).filter((n) => n >= lowest && n <= highest);
}

/** Whether the classes chosen reach those with streams (XI and XII). */
export const offersStreams = (fields: SchoolFields) =>
  Number(fields.highestClass) >= FIRST_STREAM_CLASS;

/**
 * The school's part of the settings for the model: each field left out while empty, sections of
 * the classes chosen only, streams only for a school with class XI or XII. Sections are upper-cased
 * and split at commas and spaces ("a, b" is A and B); "AB" stays one, which the model refuses.
 */
export function schoolInput(fields: SchoolFields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (fields.management) input.management = fields.management;
  if (fields.lowestClass) input.lowestClass = Number(fields.lowestClass);
  if (fields.highestClass) input.highestClass = Number(fields.highestClass);
  const sections = Object.fromEntries(
    classesChosen(fields)
      .map((n) => [String(n), (fields.sections[n] ?? '').toUpperCase().split(/[\s,]+/)] as const)
      .map(([key, letters]) => [key, letters.filter(Boolean)] as const)
      .filter(([, letters]) => letters.length > 0),
  );
  if (Object.keys(sections).length > 0) input.sections = sections;
  if (offersStreams(fields) && fields.streams.length > 0) input.streams = fields.streams;
  const courses = fields.vocationalCourses
    .split('\n')
    .map((course) => course.trim())
    .filter(Boolean);
  if (courses.length > 0) input.vocationalCourses = courses;
  return input;
}

/**
 * The field an issue of the model belongs to: a code's table and value ("motherTongue.hindi"), a
 * class's sections ("sections.6"), or the field itself (a course's line is its list's).
 */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [head, second] = path.map(String);
  if (head === 'codes') return path.slice(1).map(String).join('.');
  if (head === 'sections' && second !== undefined) return `sections.${second}`;
  return head ?? '';
}
