import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PluralForms } from './catalog';
import { I18nProvider } from './I18nProvider';
import {
  byEnglishText,
  defineMessages,
  loadMessages,
  messagesNow,
  useMessages,
  type MessageBook,
  type Messages,
} from './messages';
import { activateLanguage } from './store';

const texts = (value: string | PluralForms) =>
  typeof value === 'string' ? [value] : [value.one, value.other];
const names = (value: string | PluralForms) =>
  new Set(texts(value).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));

let hindiLoads = 0;
let failNextLoad = false;
const book = defineMessages(
  'test',
  { greeting: 'Hello {name}', students: { one: '{count} student', other: '{count} students' } },
  {
    hi: () => {
      hindiLoads += 1;
      return Promise.resolve({
        greeting: 'नमस्ते {name}',
        students: { one: '{count} विद्यार्थी', other: '{count} विद्यार्थी' },
      });
    },
  },
);

function Greeting() {
  const t = useMessages(book);
  return <p>{`${t('greeting', { name: 'Asha' })}; ${t('students', { count: 2 })}`}</p>;
}

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('message books', () => {
  it('give English at once, without a provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Asha; 2 students')).toBeTruthy();
  });

  it('draw in Hindi once the book is loaded, and follow a switch back to English', async () => {
    render(
      <I18nProvider>
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>
      </I18nProvider>,
    );
    await act(() => activateLanguage('hi'));
    expect(await screen.findByText('नमस्ते Asha; 2 विद्यार्थी')).toBeTruthy();
    expect(messagesNow(book)('greeting', { name: 'Ravi' })).toBe('नमस्ते Ravi');
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Hello Asha; 2 students')).toBeTruthy();
    await act(() => activateLanguage('hi'));
    expect(screen.getByText('नमस्ते Asha; 2 विद्यार्थी')).toBeTruthy();
    expect(hindiLoads).toBe(1);
  });

  it('fall back to English when a chunk cannot load, and try again at the next switch', async () => {
    let loads = 0;
    const flaky = defineMessages(
      'flaky',
      { word: 'Yes' },
      {
        hi: () => {
          loads += 1;
          if (failNextLoad) {
            failNextLoad = false;
            return Promise.reject(new Error('offline'));
          }
          return Promise.resolve({ word: 'हाँ' });
        },
      },
    );
    failNextLoad = true;
    expect(await loadMessages(flaky as unknown as MessageBook, 'hi')).toEqual({ word: 'Yes' });
    // Not again at every draw (offline, that would be a request per draw)…
    expect(await loadMessages(flaky as unknown as MessageBook, 'hi')).toEqual({ word: 'Yes' });
    expect(loads).toBe(1);
    // …but when the language is chosen again, as the next start does.
    await activateLanguage('hi');
    expect(messagesNow(flaky)('word')).toBe('हाँ');
    expect(loads).toBe(2);
  });
});

// Every book of the app, found by its file name: a Hindi text for every English key, no empty
// text, only the {names} English gives, and Devanagari wherever there are words.
const bookModules = import.meta.glob<Record<string, unknown>>('/src/**/messages.ts', {
  eager: true,
});
const appBooks = Object.entries(bookModules).flatMap(([file, module]) =>
  Object.values(module)
    .filter(
      (value): value is MessageBook =>
        typeof value === 'object' && value !== null && 'load' in value,
    )
    .map((value) => [file, value] as const),
);

describe.each(appBooks)('the texts of %s', (_file, appBook) => {
  it(`(${appBook.name}) are complete and consistent in Hindi`, async () => {
    const hi: Messages = await appBook.load.hi();
    expect(Object.keys(hi).sort()).toEqual(Object.keys(appBook.en).sort());
    for (const [key, english] of Object.entries(appBook.en)) {
      const hindi = hi[key]!;
      expect(typeof hindi, key).toBe(typeof english);
      for (const name of names(hindi)) expect(names(english), `${key}: {${name}}`).toContain(name);
      for (const text of texts(hindi)) {
        expect(text.trim(), key).not.toBe('');
        // Words are Hindi; what may stay Latin is a name, a brand or an abbreviation (B.Sc, CSV).
        const words = text.replace(/\{\w+\}/g, '');
        if (!/[\u0900-\u097F]/.test(words))
          expect(words, `${key} has English words but no Hindi`).not.toMatch(/[a-z]{4,}/);
      }
    }
  });
});

describe('byEnglishText', () => {
  it('translates a text written in English by shared code, and leaves an unknown one', () => {
    const model = defineMessages(
      'model-test',
      { required: 'Full name is required' },
      { hi: () => Promise.resolve({ required: 'पूरा नाम ज़रूरी है' }) },
    );
    const hindi = (key: 'required') => ({ required: 'पूरा नाम ज़रूरी है' })[key];
    const text = byEnglishText(hindi, model);
    expect(text('Full name is required')).toBe('पूरा नाम ज़रूरी है');
    expect(text('Something else')).toBe('Something else');
  });
});

describe('a component drawn in Hindi before its book has loaded', () => {
  // As in a browser, not inside act(): React retries a suspended draw when the promise settles.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('waits for the book, then draws in Hindi without a hook-order error', async () => {
    // Hindi first: a switch of language waits for every book already defined.
    await activateLanguage('hi');
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const late = defineMessages(
      'late-test',
      { word: 'Yes' },
      { hi: () => gate.then(() => ({ word: 'हाँ' })) },
    );
    function Word() {
      const t = useMessages(late);
      return <p>{t('word')}</p>;
    }
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <I18nProvider>
        <Suspense fallback={<p>loading</p>}>
          <Word />
        </Suspense>
      </I18nProvider>,
    );
    await waitFor(() => expect(container.textContent).toBe('loading'));
    release();
    await waitFor(() => expect(container.textContent).toBe('हाँ'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
    container.remove();
  });
});
