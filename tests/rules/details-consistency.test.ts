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
import {
  FIRST_STREAM_CLASS,
  MANAGEMENT_TYPES,
  MAX_VOCATIONAL_COURSES,
  SECTION_LETTERS_PATTERN,
  STREAMS,
  UDISE_CLASS_KEYS,
  UDISE_CLASS_RANGE,
  VOCATIONAL_COURSE_MAX_LENGTH,
} from '@village/model/udise-school';
import {
  CODES_TO_SETTLE,
  MAX_OFFICE_CODE,
  TABLES_TO_SETTLE,
  udiseSettingsInputSchema,
} from '@village/model/udise-settings';

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

/** The alternatives of a choice pattern '^(a|b|c)$', `[+]` read as '+'. */
function choicePattern(line: string): string[] {
  const alternatives = /\.matches\('\^\(([^)]*)\)\$'\)/.exec(line)?.[1];
  if (alternatives === undefined) throw new Error(`no '^(a|b)$' pattern in: ${line.trim()}`);
  return alternatives.split('|').map((value) => value.replace(/\[(.)\]/g, '$1'));
}

/** The yes / no fields a group's keys check removes first: `m.keys().removeAll([...])`. */
function yesNoKeys(line: string): string[] {
  const list = /m\.keys\(\)\.removeAll\(\[([^\]]*)\]\)/.exec(line)?.[1];
  return list === undefined ? [] : [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
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
  'Ab',
  'Abc',
  'Sita Kumari',
  'Sita  Kumari',
  'Sita Kumari ',
  'Sita-Kumari',
  'सीता कुमारी',
  'A'.repeat(50),
  'A'.repeat(51),
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
    // The keys listed whole, or the yes / no fields' removed first and the others' listed.
    const yesNo = yesNoKeys(marked(group));
    expect([...yesNo, ...hasOnlyList(marked(group))]).toEqual([
      ...keys.filter((key) => yesNo.includes(key)),
      ...keys.filter((key) => !yesNo.includes(key)),
      ...extra,
    ]);
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
      const yesNo = yesNoKeys(marked(group));
      expect(line !== undefined, group).toBe(yesNo.length > 0);
      if (!line) continue;
      // The keys removed are the group's yes / no fields, all of them; the values that are not
      // true or false are counted against the other keys.
      const fields = fieldsOf(group);
      expect(yesNo).toEqual(fields.filter(([, spec]) => spec.kind === 'yesNo').map(([f]) => f));
      expect(line).toContain('m.values().removeAll([true, false]).size() == others.size()');
      // Each of the others refused as true or false by its own line: a pattern, a list or a
      // whole number's `is int`.
      for (const [field, spec] of fields.filter(([, spec]) => spec.kind !== 'yesNo')) {
        const own = marked(`${group}.${field}`);
        if (spec.kind === 'number') expect(own).toContain(`m.get('${field}', `);
        else expect(own).toMatch(/\.matches\(|choiceList\(| in m\./);
      }
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
    const field = marker.split('.')[1]!;
    // A choice among another field's ticked values: one of them, so one of the table's too.
    if (spec.kind === 'choice' && spec.among) {
      expect(line).toContain(`m.${field} in m.${spec.among}`);
      expect(STUDENT_DETAIL_GROUPS[marker.split('.')[0] as DetailGroupName]).toHaveProperty(
        spec.among,
        { kind: 'multi', table: spec.table },
      );
      return;
    }
    expect(choicePattern(line)).toEqual(tableValues(spec));
    expect(tableValues(spec)).toContain(defaultOf(line, field)?.replace(/'/g, ''));
  });

  it('allow lists of choices from their table only, each once', () => {
    for (const group of DETAIL_GROUP_NAMES)
      for (const [field, spec] of fieldsOf(group)) {
        if (spec.kind !== 'multi') continue;
        const line = marked(`${group}.${field}`);
        const call = new RegExp(
          `choiceList\\(m\\.get\\('${field}', \\['(\\w+)'\\]\\), '([^']*)'\\)`,
        ).exec(line);
        expect(call, line).not.toBeNull();
        const [, fallback, pattern] = call!;
        const one = `(${tableValues(spec).join('|')})`;
        expect(pattern).toBe(`^${one}(,${one})*$`);
        expect(tableValues(spec)).toContain(fallback);
      }
  });

  it('allow the numbers of the model, whole where it says integer', () => {
    for (const group of DETAIL_GROUP_NAMES)
      for (const [field, spec] of fieldsOf(group)) {
        if (spec.kind !== 'number') continue;
        const line = marked(`${group}.${field}`);
        if (spec.integer) {
          // A whole number: `is int`, and its digits in the range's pattern.
          const check = new RegExp(
            `m\\.get\\('${field}', (\\d+)\\) is int && string\\(m\\.get\\('${field}', \\1\\)\\)\\.matches\\('([^']*)'\\)`,
          ).exec(line);
          expect(check, line).not.toBeNull();
          const [, fallback, source] = check!;
          const digits = new RegExp(source!);
          const { min, max } = spec;
          const tried = [
            ...Array.from({ length: 300 }, (_, i) => min - 2 + i),
            ...Array.from({ length: 300 }, (_, i) => max - 297 + i),
            Math.floor((min + max) / 2),
          ];
          const wrong = tried.filter((n) => digits.test(String(n)) !== (n >= min && n <= max));
          expect(wrong, field).toEqual([]);
          expect(Number(fallback)).toBeGreaterThanOrEqual(min);
          expect(Number(fallback)).toBeLessThanOrEqual(max);
          continue;
        }
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
    // personName()'s pattern, which the details write inline (a call costs expressions).
    const personName = /function personName\(value\) \{\s*return value(\.matches\('[^']*'\));/.exec(
      RULES,
    )?.[1];
    expect(personName).toContain(`.{0,${LIMITS.personName - 2}}`);
    for (const group of DETAIL_GROUP_NAMES)
      for (const [field, spec] of fieldsOf(group))
        if (spec.kind === 'text' && !spec.pattern) {
          expect(spec.max).toBe(LIMITS.personName);
          expect(marked(`${group}.${field}`)).toContain(`m.get('${field}', 'x')${personName!}`);
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
    // Every pattern the line checks (a name's letters, and its 3 to 50 characters), and a size.
    // A rules string escapes a backslash as a JavaScript one does.
    const patterns = [...line.matchAll(/\.matches\('((?:[^'\\]|\\.)*)'\)/g)].map(
      ([, source]) => new RegExp(source!.replace(/\\\\/g, '\\')),
    );
    const max = Number(/\.size\(\) <= (\d+)/.exec(line)?.[1] ?? Infinity);
    const rulesAllow = (probe: string) =>
      patterns.every((pattern) => pattern.test(probe)) && probe.length <= max;
    const fallback = defaultOf(line, field)!.replace(/'/g, '');
    expect(storedAsIs(group, field, fallback)).toBe(true);
    const disagreements = [...PROBES, fallback].filter(
      (probe) => rulesAllow(probe) !== storedAsIs(group, field, probe),
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

  /** The body of a function of the rules. */
  const rulesFunction = (name: string) => {
    const start = RULES.indexOf(`function ${name}(`);
    if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
    return RULES.slice(start, RULES.indexOf('\n    }\n', start));
  };
  const quoted = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
  const school = () => rulesFunction('udiseSchoolFits');

  it("take each office code from 1 to the model's largest", () => {
    // 999: one to three digits, the first not 0.
    expect(MAX_OFFICE_CODE).toBe(999);
    expect(rulesFunction('officeCodeValuesFit')).toContain(
      ".matches('^[1-9][0-9]{0,2}(,[1-9][0-9]{0,2})*$')",
    );
  });

  it("take the document's fields the model saves, and no other", () => {
    const fields = hasOnlyList(rulesFunction('udiseSettingsFit'));
    expect(fields.sort()).toEqual(
      [...Object.keys(udiseSettingsInputSchema.shape), 'updatedAt', 'updatedBy'].sort(),
    );
  });

  it("take the model's management types", () => {
    const list = /data\.management in \[([^\]]*)\]/.exec(school())?.[1] ?? '';
    expect(quoted(list)).toEqual([...MANAGEMENT_TYPES]);
  });

  it("take the model's classes, and sections by the model's pattern", () => {
    const { min, max } = UDISE_CLASS_RANGE;
    expect(school()).toContain(`data.lowestClass >= ${min} `);
    expect(school()).toContain(`data.highestClass <= ${max})`);
    const keys = /data\.sections\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(school())?.[1] ?? '';
    expect(quoted(keys)).toEqual([...UDISE_CLASS_KEYS]);
    const letters = SECTION_LETTERS_PATTERN.source.slice(1, -1);
    expect(school()).toContain(
      `data.sections.values().join(',').matches('^${letters}(,${letters})*$')`,
    );
  });

  it("take the model's streams, from its first class with streams", () => {
    expect(school()).toContain(`data.get('highestClass', 0) >= ${FIRST_STREAM_CLASS}`);
    const list = /data\.streams\.hasOnly\(\[([^\]]*)\]\)/.exec(school())?.[1] ?? '';
    expect(quoted(list)).toEqual([...STREAMS]);
  });

  it('take as many vocational courses as the model, each of its length', () => {
    const [max, count] = [VOCATIONAL_COURSE_MAX_LENGTH, MAX_VOCATIONAL_COURSES];
    expect(school()).toContain(`data.vocationalCourses.size() <= ${count}`);
    // The rules' text: a backslash is written twice in a rules string.
    expect(school()).toContain(
      String.raw`.matches('^[^\\n]{1,${max}}(\\n[^\\n]{1,${max}}){0,${count - 1}}$')`,
    );
  });
});
