import { useMemo } from 'react';
import {
  byEnglishText,
  useMessages,
  type MessageBook,
  type Messages,
  type TranslateOf,
} from '../i18n/messages';
import { templatePattern } from '../i18n/templates';
import { validationMessages } from './messages';

/** The book's texts with {name}s, as patterns that find their values in an English text. */
function templatesOf<E extends Messages>(book: MessageBook<E>) {
  return Object.entries(book.en).flatMap(([key, english]) =>
    typeof english === 'string' && /\{\w+\}/.test(english)
      ? [{ key: key as keyof E & string, pattern: templatePattern(english) }]
      : [],
  );
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
    for (const { key, pattern } of templates) {
      const match = pattern.exec(english);
      if (match) return translate(key, { ...match.groups });
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
