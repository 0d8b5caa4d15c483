import { useMemo } from 'react';
import {
  byEnglishText,
  useMessages,
  type MessageBook,
  type Messages,
  type TranslateOf,
} from '../i18n/messages';
import { validationMessages } from './messages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A book's texts with `{name}`s as patterns that find the values in an English text: "At most
 * {max} characters" matches "At most 100 characters" with max = "100". Built from the book's own
 * English, so a text the model fills in is translated without the web app knowing its shape.
 */
function templatesOf<E extends Messages>(book: MessageBook<E>) {
  return Object.entries(book.en).flatMap(([key, english]) => {
    if (typeof english !== 'string' || !/\{\w+\}/.test(english)) return [];
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const pattern = new RegExp(
      `^${english
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)')}$`,
      's',
    );
    return [{ key: key as keyof E & string, names, pattern }];
  });
}

/**
 * Translates by value a text written in English by shared code: an exact text of the book, or one
 * of its texts with values filled in (the values are kept). Anything else is shown as it is.
 */
export function translateEnglish<E extends Messages>(
  translate: TranslateOf<E>,
  book: MessageBook<E>,
): (english: string) => string {
  const exact = byEnglishText(translate, book);
  const templates = templatesOf(book);
  return (english) => {
    for (const { key, names, pattern } of templates) {
      const match = pattern.exec(english);
      if (match)
        return translate(
          key,
          Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])),
        );
    }
    return exact(english);
  };
}

/**
 * The model's validation messages (zod issues, "Admission No. … is already used by …") in the
 * current language: `const validationText = useValidationText(); validationText(issue.message)`.
 * Keep the English message in state and translate it when drawing, so a language switch redraws it.
 */
export function useValidationText(): (english: string) => string {
  const t = useMessages(validationMessages);
  return useMemo(() => translateEnglish(t, validationMessages), [t]);
}
