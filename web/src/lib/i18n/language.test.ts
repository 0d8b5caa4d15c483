import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, storeLanguage } from './language';
import * as catalog from './catalog';
import { activateLanguage, chooseLanguage, i18nState, startInLanguage } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the language to start in', () => {
  it('is the choice kept on this device', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'hi' });
    expect(initialLanguage(storage, ['en-IN', 'en'])).toBe('hi');
    storeLanguage(storage, 'en');
    expect(initialLanguage(storage, ['hi-IN'])).toBe('en');
  });

  it('follows the browser when the device has no choice: Hindi first means Hindi', () => {
    expect(initialLanguage(memoryStorage(), ['hi-IN', 'en-US'])).toBe('hi');
    expect(initialLanguage(memoryStorage(), ['hi'])).toBe('hi');
    expect(initialLanguage(memoryStorage(), ['en-IN', 'hi'])).toBe('en');
    expect(initialLanguage(memoryStorage(), ['mr-IN'])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('ignores a stored value that is no language of the app, and a storage that throws', () => {
    expect(initialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }), ['hi'])).toBe('hi');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(initialLanguage(broken, ['en'])).toBe('en');
  });
});

describe('choosing a language', () => {
  afterEach(async () => {
    localStorage.clear();
    await activateLanguage('en');
  });

  it('loads its texts, keeps it on the device and sets <html lang>', async () => {
    const listener = vi.fn();
    const { subscribeToI18n } = await import('./store');
    const unsubscribe = subscribeToI18n(listener);
    await chooseLanguage('hi');
    unsubscribe();
    expect(i18nState().language).toBe('hi');
    expect(i18nState().catalog['signIn.submit']).toBe('साइन इन करें');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(listener).toHaveBeenCalled();

    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('stays in English when the Hindi texts cannot load (offline, not yet cached)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.spyOn(catalog, 'loadCatalog').mockRejectedValueOnce(new Error('offline'));
    expect(await startInLanguage('hi')).toBe('en');
    expect(i18nState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    load.mockRestore();
    warn.mockRestore();
  });
});
