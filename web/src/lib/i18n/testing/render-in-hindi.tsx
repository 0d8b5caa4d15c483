import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nProvider } from '../I18nProvider';
import { activateLanguage } from '../store';

/**
 * Draws `ui` in Hindi for a unit test, as the app does once Hindi is chosen: under the language's
 * provider, with a Suspense for the books' chunks. Pair it with `afterEach(backToEnglish)`.
 */
export async function renderInHindi(ui: ReactNode): Promise<RenderResult> {
  const view = render(
    <I18nProvider>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </I18nProvider>,
  );
  await act(() => activateLanguage('hi'));
  return view;
}

/** The language every other test expects. */
export const backToEnglish = () => act(() => activateLanguage('en'));
