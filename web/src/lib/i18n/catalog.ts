import { en } from './catalogs/en';

import type { Language } from '@village/model/languages';

/** The languages of the app (the model's: a profile and an invitation store one), English first. */
export { LANGUAGES, isLanguage, type Language } from '@village/model/languages';
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own words: the switch shows both, whatever the current one. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** A text chosen by count: the forms Intl.PluralRules gives for English and Hindi. */
export interface PluralForms {
  one: string;
  other: string;
}

type English = typeof en;
/** A catalog: every English key, each a text or plural forms as in English. */
export type Catalog = { [K in keyof English]: English[K] extends string ? string : PluralForms };
export type MessageKey = keyof English;
/** The keys whose texts are chosen by count (they need `count`). */
export type PluralKey = { [K in MessageKey]: English[K] extends string ? never : K }[MessageKey];

export type Values = Record<string, string | number>;

/** Gets a text: `t('signIn.title')`, `t('forgot.sent', { email })`. */
export type Translate = (key: MessageKey, values?: Values) => string;

export const english: Catalog = en;

/** Loads a language's catalog: English is bundled; Hindi is its own chunk, fetched once. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  if (language === 'en') return english;
  const { hi } = await import('./catalogs/hi');
  return hi;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
export function pluralForm(language: Language, count: number): keyof PluralForms {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** `{name}` in a text replaced by its value; an unknown name is left as it is. */
export function interpolate(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The text of a key in a catalog, with its values; plural texts choose their form by `count`. */
export function translate(
  catalog: Catalog,
  language: Language,
  key: MessageKey,
  values?: Values,
): string {
  return formatMessage(catalog[key], language, values);
}

/** One catalog entry as text: plural forms chosen by `count`, then the values put in. */
export function formatMessage(
  entry: string | PluralForms,
  language: Language,
  values?: Values,
): string {
  const text =
    typeof entry === 'string' ? entry : entry[pluralForm(language, Number(values?.count ?? 0))];
  return interpolate(text, values);
}

/** The English text of a key: for logs, and for code that runs outside React. */
export const englishText: Translate = (key, values) => translate(english, 'en', key, values);
