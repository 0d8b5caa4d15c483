import { useCallback, useMemo } from 'react';
import { CallableError } from '../functions';
import { useI18n } from '../i18n/I18nProvider';
import { useMessages } from '../i18n/messages';
import { validationMessages } from '../validation/messages';
import { translateEnglish } from '../validation/use-validation-text';
import { failureText, type FailureTexts } from './failure-text';
import { callableMessages } from './messages';

/**
 * A failed call's text in the current language, made when drawing: keep the error itself in state
 * (not its message), so that a switch of language redraws it in the new one.
 * `const errorText = useCallableErrorText(); … {error && errorText(error)}`. Any other error shows
 * its message.
 */
export function useCallableErrorText(): (error: unknown) => string {
  const t = useMessages(callableMessages);
  const validation = useMessages(validationMessages);
  const { t: catalog } = useI18n();
  const texts = useMemo<FailureTexts>(
    () => ({ t, catalog, validationText: translateEnglish(validation, validationMessages) }),
    [t, catalog, validation],
  );
  return useCallback(
    (error: unknown) => {
      if (error instanceof CallableError) return failureText(error.wording, texts);
      return error instanceof Error ? error.message : String(error);
    },
    [texts],
  );
}
