/**
 * The languages of the app, of a person's profile and of the emails: English (the default) and
 * Hindi. A module of its own, without zod, because the web's start chunk needs it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
