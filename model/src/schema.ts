import * as z from 'zod/mini';

// The model's schemas are written with zod/mini, the functional form of zod 4: a schema is built
// from calls that the bundler knows to be free of side effects, so the web app evaluates (and
// ships) only the schemas its pages use, and each one is a single object rather than a chain of
// copies with some forty methods bound to every one, as in zod's classic form, which a phone would
// download and run before the signed-in pages start. Checks are attached through these helpers,
// whose calls carry the same no-side-effects mark as zod/mini's own.

/** `schema` with `checks` run in order after its type check (zod's `.check`). */
// @__NO_SIDE_EFFECTS__
export function checked<T extends z.ZodMiniType>(
  schema: T,
  ...checks: Array<z.core.CheckFn<z.output<T>> | z.core.$ZodCheck<z.output<T>>>
): T {
  return schema.check(...checks);
}

/** A whole number (zod's `z.int()`, which is not marked free of side effects). */
// @__NO_SIDE_EFFECTS__
export function integer(): z.ZodMiniNumberFormat {
  return z.int();
}

/**
 * The schema helpers' messages, in English, `{max}` standing for the number: exported so that the
 * web app's validation book has these very texts as its English, and translates by them.
 */
export const SCHEMA_MESSAGES = {
  atMost: 'At most {max} characters',
} as const;

/** A string of at most `max` characters, saying so in words (zod/mini has no default messages). */
// @__NO_SIDE_EFFECTS__
export function atMost(max: number) {
  return z.maxLength(max, SCHEMA_MESSAGES.atMost.replace('{max}', String(max)));
}
