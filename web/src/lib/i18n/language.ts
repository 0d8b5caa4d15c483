import { DEFAULT_LANGUAGE, isLanguage, type Language } from './catalog';

/** The language chosen on this device (localStorage), whoever signs in on it. */
export const LANGUAGE_STORAGE_KEY = 'village.language';

export function storedLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
): Language | undefined {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    // A private mode without storage: the choice lasts this visit (and the profile keeps it).
    console.warn('language not kept on this device', error);
  }
}

/**
 * The browser's preference when the device has no choice yet: Hindi when the first language of
 * navigator.languages is Hindi (hi, hi-IN), else English.
 */
export function browserLanguage(languages: readonly string[] | undefined): Language {
  const first = languages?.[0]?.toLowerCase();
  return first === 'hi' || first?.startsWith('hi-') ? 'hi' : DEFAULT_LANGUAGE;
}

/** The language to start in: this device's choice, else the browser's first language. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
  languages: readonly string[] | undefined,
): Language {
  return storedLanguage(storage) ?? browserLanguage(languages);
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** initialLanguage for this browser. */
export function deviceLanguage(): Language {
  return initialLanguage(
    localStorageOrUndefined(),
    typeof navigator === 'undefined' ? undefined : navigator.languages,
  );
}

/** Whether this device has a choice of its own (else the account's choice may be taken). */
export function deviceHasChoice(): boolean {
  return storedLanguage(localStorageOrUndefined()) !== undefined;
}

export function keepOnDevice(language: Language) {
  storeLanguage(localStorageOrUndefined(), language);
}
