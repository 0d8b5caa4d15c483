import { DEFAULT_LANGUAGE, english, loadCatalog, type Catalog, type Language } from './catalog';
import { keepOnDevice } from './language';
import { manifestHref } from './manifest';
import { loadAllMessages } from './messages';

/** The language the app shows and its catalog: one for the whole page, outside React. */
export interface I18nState {
  language: Language;
  catalog: Catalog;
}

let state: I18nState = { language: DEFAULT_LANGUAGE, catalog: english };
const listeners = new Set<() => void>();

export function i18nState(): I18nState {
  return state;
}

export function subscribeToI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `<html lang>` follows the language: screen readers and fonts read it. So does the manifest's
 * link, for an install after the switch to say what the app is in that language.
 */
export function setDocumentLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = link?.getAttribute('href');
  if (link && href) link.setAttribute('href', manifestHref(href, language));
}

/** Shows the app in a language (its catalog loaded first, if it is not English). */
export async function activateLanguage(language: Language): Promise<void> {
  // The feature texts already on screen load with the core catalog, so the page redraws once.
  const [catalog] = await Promise.all([loadCatalog(language), loadAllMessages(language)]);
  state = { language, catalog };
  setDocumentLanguage(language);
  for (const listener of listeners) listener();
}

/**
 * The language the page starts in. A catalog that cannot load (offline before the service worker
 * has it) leaves the page in English rather than blank; the next start tries again.
 */
export async function startInLanguage(language: Language): Promise<Language> {
  try {
    await activateLanguage(language);
  } catch (error) {
    console.warn(`the ${language} texts could not load`, error);
    setDocumentLanguage(state.language);
  }
  return state.language;
}

/** A person's choice: shown at once and kept on this device (the profile is the caller's). */
export async function chooseLanguage(language: Language): Promise<void> {
  keepOnDevice(language);
  await startInLanguage(language);
}
