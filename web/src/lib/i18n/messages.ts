import { useMemo } from 'react';
import { formatMessage, type Language, type PluralForms, type Values } from './catalog';
import { useI18n } from './I18nProvider';
import { i18nState } from './store';

/**
 * A feature's own texts (a "message book"): English beside the feature's code, so its words travel
 * in the feature's chunk, and each other language in its own chunk, fetched only by a person who
 * reads that language. The core catalog (catalogs/en.ts) holds only what the first paint needs.
 *
 *   // features/students/messages.ts
 *   const en = { 'form.title': 'Add Student' };
 *   export type FormTexts = typeof en; // messages.hi.ts: `export const hi: MessagesOf<FormTexts>`
 *   export const formMessages = defineMessages('students.form', en, {
 *     hi: () => import('./messages.hi').then((m) => m.hi),
 *   });
 *   // a component: const t = useMessages(formMessages); t('form.title')
 *
 * (The Hindi file is typed by the English texts, not by the book: the book's type comes from its
 * loader's, which is the Hindi file's, so that would be circular.)
 */
export type Messages = Record<string, string | PluralForms>;

/** Another language's texts for a book: every English key, a text or plural forms as in English. */
export type MessagesOf<E extends Messages> = {
  [K in keyof E]: E[K] extends string ? string : PluralForms;
};

export type TranslateOf<E extends Messages> = (key: keyof E & string, values?: Values) => string;

type OtherLanguage = Exclude<Language, 'en'>;

export interface MessageBook<E extends Messages = Messages> {
  readonly name: string;
  readonly en: E;
  readonly load: Record<OtherLanguage, () => Promise<MessagesOf<E>>>;
}

/** Every book defined so far: a language switch loads them all before the page redraws. */
const books = new Set<MessageBook>();
const slot = (book: MessageBook, language: Language) => `${book.name}:${language}`;

/** Per book and language: the texts once loaded, and the one load under way. */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

export function defineMessages<E extends Messages>(
  name: string,
  en: E,
  load: Record<OtherLanguage, () => Promise<MessagesOf<E>>>,
): MessageBook<E> {
  const book: MessageBook<E> = { name, en, load };
  books.add(book as unknown as MessageBook);
  // A page in Hindi asks for its Hindi texts as soon as its code has run, not when it first draws.
  const { language } = i18nState();
  if (language !== 'en') void loadMessages(book as unknown as MessageBook, language);
  return book;
}

/** A book's texts in a language, if they are at hand (English always is). */
function loadedMessages(book: MessageBook, language: Language): Messages | undefined {
  return language === 'en' ? book.en : loaded.get(slot(book, language));
}

/**
 * Loads a book's texts in a language, once. A chunk that cannot load (offline before the service
 * worker has it) gives English for now, and is tried again at the next switch of language.
 */
export function loadMessages(book: MessageBook, language: Language): Promise<Messages> {
  const ready = loadedMessages(book, language);
  if (ready) return Promise.resolve(ready);
  const key = slot(book, language);
  let pending = loading.get(key);
  if (!pending) {
    pending = book.load[language as OtherLanguage]().then(
      (messages) => messages,
      (error: unknown) => {
        console.warn(`the ${language} texts of ${book.name} could not load`, error);
        return book.en;
      },
    );
    pending = pending.then((messages) => {
      loaded.set(key, messages);
      loading.delete(key);
      return messages;
    });
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every book defined so far in a language: called before the page switches to it. */
export async function loadAllMessages(language: Language): Promise<void> {
  // A book that fell back to English (its chunk could not load) is tried again.
  for (const book of books)
    if (loaded.get(slot(book, language)) === book.en && language !== 'en')
      loaded.delete(slot(book, language));
  await Promise.all([...books].map((book) => loadMessages(book, language)));
}

function translator<E extends Messages>(
  messages: Messages,
  language: Language,
  en: E,
): TranslateOf<E> {
  return (key, values) => formatMessage(messages[key] ?? en[key]!, language, values);
}

/**
 * A book's texts in the current language. The first draw in another language waits (Suspense) for
 * the book's chunk; a later switch of language has loaded it already (loadAllMessages).
 */
export function useMessages<E extends Messages>(book: MessageBook<E>): TranslateOf<E> {
  const { language } = useI18n();
  // Suspense by throwing the load, not by use(): a draw that waited is drawn afresh once the texts
  // are here, and reads them at once, with the same hooks as every other draw.
  const messages = loadedMessages(book as unknown as MessageBook, language);
  if (!messages) throw loadMessages(book as unknown as MessageBook, language);
  return useMemo(() => translator(messages, language, book.en), [messages, language, book]);
}

/**
 * A book's texts in a given language, whatever the app's: a certificate printed in Hindi from an
 * app read in English. The first draw in a language not loaded yet waits (Suspense) for its chunk.
 */
export function useMessagesIn<E extends Messages>(
  book: MessageBook<E>,
  language: Language,
): TranslateOf<E> {
  const messages = loadedMessages(book as unknown as MessageBook, language);
  if (!messages) throw loadMessages(book as unknown as MessageBook, language);
  return useMemo(() => translator(messages, language, book.en), [messages, language, book]);
}

/**
 * A book's texts for code outside React (a toast from a data module): the current language if its
 * texts are loaded (they are, once a component of the feature has drawn), else English.
 */
export function messagesNow<E extends Messages>(book: MessageBook<E>): TranslateOf<E> {
  const { language } = i18nState();
  const messages = loadedMessages(book as unknown as MessageBook, language) ?? book.en;
  return translator(messages, language, book.en);
}

/**
 * For texts written in English by shared code (the model's validation messages, a callable's
 * refusal): a book whose English values are those very texts (imported from the model, not
 * copied) translates them back by value. A text the book does not know is shown as it is.
 */
export function byEnglishText<E extends Messages>(
  translate: TranslateOf<E>,
  book: MessageBook<E>,
): (english: string) => string {
  const keys = new Map<string, keyof E & string>();
  for (const [key, value] of Object.entries(book.en))
    if (typeof value === 'string') keys.set(value, key);
  return (english) => {
    const key = keys.get(english);
    return key ? translate(key) : english;
  };
}
