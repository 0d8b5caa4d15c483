// firestore.rules against the model's table of student details (model/src/student-details.ts),
// read as text: no emulator needed. Each check of a detail in the rules carries a comment
// "// model: group" (its keys) or "// model: group.field" on its line; these tests parse those
// lines, so that a field, a choice or a limit changed in the model and not in the rules (or the
// other way round) fails here rather than in a school's form.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@village/model/limits';
import { studentDetailsSchema } from '@village/model/student-details-schema';
import {
  DETAIL_CHOICE_TABLES,
  DETAIL_GROUP_NAMES,
  STUDENT_DETAIL_GROUPS,
  type DetailFieldSpec,
  type DetailGroupName,
} from '@village/model/student-details';
import { CODES_TO_SETTLE, TABLES_TO_SETTLE } from '@village/model/udise-settings';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');

/** The marked lines, by their marker ("social", "social.socialCategory"), without the comment. */
const MARKED = new Map<string, string>();
for (const line of RULES.split('\n')) {
  const marker = /\/\/ model: (\S+)\s*$/.exec(line)?.[1];
  if (!marker) continue;
  const code = line.slice(0, line.indexOf('// model:'));
  MARKED.set(marker, MARKED.has(marker) ? `${MARKED.get(marker)}\n${code}` : code);
}

function marked(marker: string): string {
  const line = MARKED.get(marker);
  if (line === undefined)
    throw new Error(`firestore.rules has no line marked "// model: ${marker}"`);
  return line;
}

/** The quoted strings of the first `hasOnly([...])` on a line. */
function hasOnlyList(line: string): string[] {
  const list = /hasOnly\(\[([^\]]*)\]\)/.exec(line)?.[1];
  if (list === undefined) throw new Error(`no hasOnly([...]) in: ${line.trim()}`);
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

/** The pattern of a `.matches('...')` on a line, as a JavaScript RegExp. */
function matchesPattern(line: string): RegExp {
  const source = /\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(line)?.[1];
  if (source === undefined) throw new Error(`no matches('...') in: ${line.trim()}`);
  // A rules string escapes a backslash as a JavaScript one does.
  return new RegExp(source.replace(/\\\\/g, '\\'));
}

/** The alternatives of a choice pattern '^(a|b|c)$', `[+]` read as '+'. */
function choicePattern(line: string): string[] {
  const alternatives = /\.matches\('\^\(([^)]*)\)\$'\)/.exec(line)?.[1];
  if (alternatives === undefined) throw new Error(`no '^(a|b)$' pattern in: ${line.trim()}`);
  return alternatives.split('|').map((value) => value.replace(/\[(.)\]/g, '$1'));
}

/** The default a field is read with: `m.get('field', default)`. */
function defaultOf(line: string, field: string): string | undefined {
  return new RegExp(`m\\.get\\('${field}', ([^)]*)\\)`).exec(line)?.[1];
}

const tableValues = (spec: DetailFieldSpec) =>
  'table' in spec ? DETAIL_CHOICE_TABLES[spec.table].map((option) => option.value) : [];

const fieldsOf = (group: DetailGroupName) =>
  Object.entries(STUDENT_DETAIL_GROUPS[group]) as Array<[string, DetailFieldSpec]>;

/** Whether the model, given `value`, stores exactly that value. */
function storedAsIs(group: DetailGroupName, field: string, value: unknown): boolean {
  const result = studentDetailsSchema.shape[group].safeParse({ [field]: value });
  return result.success && (result.data as Record<string, unknown>)[field] === value;
}

/** Strings to try on each pattern: lengths, digits, separators, spaces, the sample values. */
const PROBES = [
  '',
  ' ',
  'x',
  'R#12',
  '3A/12',
  '3A/12-B.1',
  ' 12',
  '12 ',
  '1 2',
  'a@b.c',
  'a b@c.d',
  'a@b',
  '@b.c',
  '+919123456789',
  '+915123456789',
  '9123456789',
  '+91 91234 56789',
  ...Array.from({ length: 14 }, (_, length) => '9'.repeat(length + 1)),
  ...Array.from({ length: 14 }, (_, length) => `0${'1'.repeat(length)}`),
  '12345678901',
  '123456789012',
  '1234567890A',
  '110040',
  '011004',
  'ABCDEFGHIJ',
  'ABCDEFGHIJK',
];

describe('firestore.rules and the model agree on the student details', () => {
  it('mark lines only for groups and fields of the model', () => {
    const known = new Set<string>(DETAIL_GROUP_NAMES);
    for (const group of DETAIL_GROUP_NAMES) {
      for (const [field] of fieldsOf(group)) known.add(`${group}.${field}`);
      known.add(`${group}.yesNo`);
    }
    known.add('identity.aadhaarLastFour');
    known.add('identity.aadhaarKind');
    expect([...MARKED.keys()].filter((marker) => !known.has(marker))).toEqual([]);
  });

  it.each(DETAIL_GROUP_NAMES)('allow the keys of %s that the model has, and no others', (group) => {
    const keys = Object.keys(STUDENT_DETAIL_GROUPS[group]);
    const extra = group === 'identity' ? ['aadhaarLastFour', 'aadhaarKind'] : [];
    expect(hasOnlyList(marked(group))).toEqual([...keys, ...extra]);
    // Every key checked: each field has its line, or its group's check of yes / no answers.
    for (const [field, spec] of fieldsOf(group)) {
      const line = MARKED.get(`${group}.${field}`) ?? '';
      if (spec.kind === 'yesNo' && !line) expect(MARKED.has(`${group}.yesNo`)).toBe(true);
      else expect(line, `${group}.${field}`).toMatch(new RegExp(`'${field}'|m\\.${field}\\b`));
    }
  });

  it('check a group of yes / no answers by the values that are not true or false', () => {
    for (const group of DETAIL_GROUP_NAMES) {
      const line = MARKED.get(`${group}.yesNo`);
      if (!line) continue;
      // The count of other values must be that of the group's fields that are not yes / no,
      // each of which the line names as "'field' in m".
      const others = fieldsOf(group)
        .filter(([, spec]) => spec.kind !== 'yesNo')
        .map(([field]) => field);
      expect([...line.matchAll(/'(\w+)' in m/g)].map((match) => match[1])).toEqual(others);
      for (const field of others)
        expect(['choice', 'multi']).toContain(STUDENT_DETAIL_GROUPS[group][field as never]['kind']);
    }
  });

  it.each(
    DETAIL_GROUP_NAMES.flatMap((group) =>
      fieldsOf(group)
        .filter(([, spec]) => spec.kind === 'choice')
        .map(([field, spec]) => [`${group}.${field}`, spec] as const),
    ),
  )('allow %s the values of its table, in its order', (marker, spec) => {
    const line = marked(marker);
    expect(choicePattern(line)).toEqual(tableValues(spec));
    const field = marker.split('.')[1]!;
    expect(tableValues(spec)).toContain(defaultOf(line, field)?.replace(/'/g, ''));
  });

  it('allow impairments from their table only', () => {
    for (const group of DETAIL_GROUP_NAMES)
      for (const [field, spec] of fieldsOf(group))
        if (spec.kind === 'multi')
          expect(hasOnlyList(marked(`${group}.${field}`))).toEqual(tableValues(spec));
  });

  it('allow the numbers of the model, whole where it says integer', () => {
    for (const group of DETAIL_GROUP_NAMES)
      for (const [field, spec] of fieldsOf(group)) {
        if (spec.kind !== 'number') continue;
        const line = marked(`${group}.${field}`);
        const call = new RegExp(
          `(intIn|numberIn)\\(m\\.get\\('${field}', ([^)]*)\\), ([^,]*), ([^)]*)\\)`,
        ).exec(line);
        expect(call, line).not.toBeNull();
        const [, fn, fallback, min, max] = call!;
        expect({ fn, min: Number(min), max: Number(max) }).toEqual({
          fn: spec.integer ? 'intIn' : 'numberIn',
          min: spec.min,
          max: spec.max,
        });
        expect(Number(fallback)).toBeGreaterThanOrEqual(spec.min);
      }
  });

  it("check names at the model's length, trimmed", () => {
    expect(RULES).toContain(`.{0,${LIMITS.personName - 2}}`);
    for (const group of DETAIL_GROUP_NAMES)
      for (const [field, spec] of fieldsOf(group))
        if (spec.kind === 'text' && !spec.pattern) {
          expect(spec.max).toBe(LIMITS.personName);
          expect(marked(`${group}.${field}`)).toContain(`personName(m.get('${field}'`);
        }
    expect(marked('family.email')).toContain(`size() <= ${LIMITS.email}`);
  });

  // Each patterned text, the mobile and the email: the rules' pattern accepts a probe exactly when
  // the model would store it as it is.
  it.each(
    DETAIL_GROUP_NAMES.flatMap((group) =>
      fieldsOf(group)
        .filter(
          ([, spec]) =>
            spec.kind === 'phone' ||
            spec.kind === 'email' ||
            (spec.kind === 'text' && spec.pattern),
        )
        .map(([field]) => [group, field] as const),
    ),
  )('match %s.%s as the model stores it', (group, field) => {
    const line = marked(`${group}.${field}`);
    const pattern = matchesPattern(line);
    const fallback = defaultOf(line, field)!.replace(/'/g, '');
    expect(storedAsIs(group, field, fallback)).toBe(true);
    const disagreements = [...PROBES, fallback].filter(
      (probe) => pattern.test(probe) !== storedAsIs(group, field, probe),
    );
    expect(disagreements).toEqual([]);
  });
});

describe("firestore.rules' UDISE+ settings against the model's (model/src/udise-settings.ts)", () => {
  it.each(TABLES_TO_SETTLE)(
    "take the office's %s codes for the values the model leaves open",
    (table) => {
      const line = new RegExp(`officeCodesFit\\(data\\.codes, '${table}', (\\[[^\\]]*\\])\\)`).exec(
        RULES,
      )?.[1];
      expect(line, `no officeCodesFit line for ${table}`).toBeDefined();
      expect([...line!.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([
        ...CODES_TO_SETTLE[table],
      ]);
    },
  );

  it('check the code of every mother tongue the model leaves open', () => {
    const body = /function motherTongueCodesFit\(codes\) \{([^}]*)\}/.exec(RULES)?.[1] ?? '';
    expect(
      [...body.matchAll(/officeCodeFits\(codes, '([^']+)'\)/g)].map((match) => match[1]),
    ).toEqual([...CODES_TO_SETTLE.motherTongue]);
  });
});
