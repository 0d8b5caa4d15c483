import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalog';
import { manifestFile, manifestHref } from './manifest';
import { setDocumentLanguage } from './store';

const manifest = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../public', file), 'utf8')) as Record<
    string,
    unknown
  >;

describe('the manifest of each language', () => {
  const english = manifest(manifestFile('en'));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is the English one with its own description and language',
    (language) => {
      const { description, lang, ...rest } = manifest(manifestFile(language));
      const { description: englishDescription, lang: _, ...englishRest } = english;
      expect(lang).toBe(language);
      expect(description).not.toBe(englishDescription);
      expect(description).toMatch(/[\u0900-\u097F]/);
      expect(rest).toEqual(englishRest);
    },
  );

  it("links a page's manifest in its language, the base path kept", () => {
    expect(manifestHref('/village-education/manifest.webmanifest', 'hi')).toBe(
      '/village-education/manifest.hi.webmanifest',
    );
    expect(manifestHref('/village-education/manifest.hi.webmanifest', 'en')).toBe(
      '/village-education/manifest.webmanifest',
    );
  });

  it('follows a switch of language on the page', () => {
    document.head.innerHTML = '<link rel="manifest" href="/app/manifest.webmanifest" />';
    setDocumentLanguage('hi');
    const link = document.querySelector('link[rel="manifest"]');
    expect(link).toHaveAttribute('href', '/app/manifest.hi.webmanifest');
    setDocumentLanguage('en');
    expect(link).toHaveAttribute('href', '/app/manifest.webmanifest');
    document.head.innerHTML = '';
  });
});
