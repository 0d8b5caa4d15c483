import {
  createContext,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { englishText, translate, type Language, type Translate } from './catalog';
import { i18nState, subscribeToI18n } from './store';

export type { Translate } from './catalog';

export interface I18n {
  language: Language;
  t: Translate;
}

const englishI18n: I18n = { language: 'en', t: englishText };

const I18nContext = createContext<I18n>(englishI18n);

/**
 * The current language for the tree below. The language is chosen before React starts (main.tsx:
 * the device's choice, else the browser's), so the first render is already in it; a later choice
 * redraws the tree. Without a provider (some unit tests) the texts are English.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeToI18n, i18nState, i18nState);
  const value = useMemo<I18n>(
    () => ({
      language: state.language,
      t: (key, values) => translate(state.catalog, state.language, key, values),
    }),
    [state],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and its texts. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The texts of the current language: `const t = useT(); t('signIn.title')`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/**
 * A text whose `{name}`s are elements (a link inside a sentence): each language puts them where
 * its word order wants. `richText(t('signUp.agree'), { terms: <Link>…</Link> })`.
 */
export function richText(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 1 && part in nodes ? <Fragment key={index}>{nodes[part]}</Fragment> : part,
  );
}
