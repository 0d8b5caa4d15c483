// The details' schemas, drawn from the table of fields (student-details.ts): what the form gives
// ('' or null for "not recorded", numbers still as typed) to the groups as stored, the recorded
// fields only.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { MOBILE_NUMBER_MESSAGE, normalizeIndianMobile } from './phone';
import { atMost, checked } from './schema';
import {
  DETAIL_CHOICE_TABLES,
  DETAIL_EMAIL_PATTERN,
  DETAIL_MESSAGES,
  STUDENT_DETAIL_GROUPS,
  type DetailChoiceTable,
  type DetailFieldSpec,
  type DetailGroup,
  type DetailGroupDraft,
  type DetailGroupName,
} from './student-details';

/** `{min}`, `{max}` of numberRange filled in. */
export function numberRangeText(min: number, max: number): string {
  return DETAIL_MESSAGES.numberRange.replace('{min}', String(min)).replace('{max}', String(max));
}

/** A number as typed: digits, with a sign and a decimal point if any. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** What the form gives, with '', blanks, null and [] as undefined ("not recorded"), text trimmed. */
function recordedValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

// One field's schema, taking what the form gives ('' or null for "not recorded") to the stored
// value or undefined.
// @__NO_SIDE_EFFECTS__
function fieldSchema(spec: DetailFieldSpec): z.ZodMiniType {
  const blankToUndefined = z.transform(recordedValue);
  const values = (table: DetailChoiceTable) =>
    DETAIL_CHOICE_TABLES[table].map((option) => option.value) as [string];
  switch (spec.kind) {
    case 'text': {
      const { normalize } = spec;
      return z.pipe(
        normalize
          ? z.transform((value: unknown) => {
              const kept = recordedValue(value);
              return typeof kept === 'string' ? normalize(kept) : kept;
            })
          : blankToUndefined,
        z.optional(
          checked(
            z.string(),
            atMost(spec.max),
            ...(spec.min === undefined ? [] : [z.minLength(spec.min, spec.message)]),
            ...(spec.pattern ? [z.regex(spec.pattern, spec.message)] : []),
          ),
        ),
      );
    }
    case 'phone':
      return z.pipe(
        blankToUndefined,
        z.optional(
          z.pipe(
            checked(
              z.string(),
              z.refine(
                (value: string) => normalizeIndianMobile(value) !== undefined,
                MOBILE_NUMBER_MESSAGE,
              ),
            ),
            z.transform((value: string) => normalizeIndianMobile(value) ?? value),
          ),
        ),
      );
    case 'email':
      return z.pipe(
        blankToUndefined,
        z.optional(
          checked(
            z.string(),
            atMost(LIMITS.email),
            z.regex(DETAIL_EMAIL_PATTERN, DETAIL_MESSAGES.email),
          ),
        ),
      );
    case 'choice':
      return z.pipe(
        blankToUndefined,
        z.optional(z.enum(values(spec.table), DETAIL_MESSAGES.fromList)),
      );
    case 'yesNo':
      return z.pipe(blankToUndefined, z.optional(z.boolean(DETAIL_MESSAGES.fromList)));
    case 'number': {
      const range = numberRangeText(spec.min, spec.max);
      const number = checked(
        z.number(range),
        z.gte(spec.min, range),
        z.lte(spec.max, range),
        z.refine((value: number) => !spec.integer || Number.isInteger(value), range),
      );
      // Typed into a text input: "42" and "28.5" are numbers; anything else ("4x", and also
      // "0x1A", "1e2" or "Infinity", which Number() would read) stays a string, which the number
      // check refuses.
      const fromText = z.transform((value: unknown) => {
        if (typeof value !== 'string') return value ?? undefined;
        const typed = value.trim();
        return typed === '' ? undefined : DECIMAL_TEXT.test(typed) ? Number(typed) : typed;
      });
      return z.pipe(fromText, z.optional(number));
    }
    case 'multi':
      return z.pipe(
        blankToUndefined,
        z.optional(
          z.pipe(
            z.array(z.enum(values(spec.table), DETAIL_MESSAGES.fromList)),
            // Each once, in the table's order, whatever order they were ticked in.
            z.transform((chosen: string[]) =>
              values(spec.table).filter((value) => chosen.includes(value)),
            ),
          ),
        ),
      );
  }
}

/** Drops the fields left undefined: Firestore stores no undefined, and "absent" is "not recorded". */
function recordedOnly(group: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(group).filter(([, value]) => value !== undefined));
}

/**
 * The check across a group's fields: a choice that must be one of another field's ticked values
 * (the primary impairment, one of those recorded) is refused otherwise, at its own field.
 */
// @__NO_SIDE_EFFECTS__
function amongTicked(specs: Record<string, DetailFieldSpec>) {
  const pairs = Object.entries(specs).flatMap(([field, spec]) =>
    spec.kind === 'choice' && spec.among ? [[field, spec.among] as const] : [],
  );
  return (group: Record<string, unknown>, context: z.core.$RefinementCtx) => {
    for (const [field, among] of pairs) {
      const value = group[field];
      const ticked = group[among];
      if (value === undefined || (Array.isArray(ticked) && ticked.includes(value))) continue;
      context.issues.push({
        code: 'custom',
        input: value,
        path: [field],
        message: DETAIL_MESSAGES.amongTicked,
      });
    }
  };
}

const aadhaarSummaryShape = {
  aadhaarLastFour: z.optional(checked(z.string(), z.regex(/^\d{4}$/))),
  aadhaarKind: z.optional(z.enum(['aadhaar', 'enrolment'])),
};

// @__NO_SIDE_EFFECTS__
function groupSchema<G extends DetailGroupName>(
  name: G,
): z.ZodMiniDefault<z.ZodMiniType<DetailGroup<G>, DetailGroupDraft<G> | null>> {
  const specs = STUDENT_DETAIL_GROUPS[name] as Record<string, DetailFieldSpec>;
  const shape: Record<string, z.ZodMiniType> = Object.fromEntries(
    Object.entries(specs).map(([field, spec]) => [field, fieldSchema(spec)]),
  );
  if (name === 'identity') Object.assign(shape, aadhaarSummaryShape);
  return z
    .pipe(
      z._default(z.nullable(z.object(shape)), null),
      z.transform((group: Record<string, unknown> | null) => recordedOnly(group ?? {})),
    )
    .check(z.superRefine(amongTicked(specs))) as unknown as z.ZodMiniDefault<
    z.ZodMiniType<DetailGroup<G>, DetailGroupDraft<G> | null>
  >;
}

/**
 * Every group, as the form gives them (a field '' or null is "not recorded") or as stored (a
 * missing group is empty): the form, the data module before a write and the import use it.
 */
export const studentDetailsSchema = z.object(withDetailGroups({}));

/**
 * `shape` with the seven groups' schemas: the student's schemas (model/src/student.ts) are built
 * with it. A call marked free of side effects, unlike a spread of `studentDetailsSchema.shape`,
 * so that a bundle that uses no student schema (the directory's worker) drops the details.
 */
// @__NO_SIDE_EFFECTS__
export function withDetailGroups<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return {
    ...shape,
    family: groupSchema('family'),
    identity: groupSchema('identity'),
    social: groupSchema('social'),
    needs: groupSchema('needs'),
    otherDetails: groupSchema('otherDetails'),
    enrolment: groupSchema('enrolment'),
    facilities: groupSchema('facilities'),
  };
}
