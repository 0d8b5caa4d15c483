import { describe, expect, it } from 'vitest';
import { en } from './catalogs/en';
import { hi } from './catalogs/hi';
import { shellMessages } from '../../components/messages';
import { hi as syncHindi } from '../../components/messages.hi';
import { formatMessage, interpolate, loadCatalog, translate, type PluralForms } from './catalog';

const texts = (value: string | PluralForms) =>
  typeof value === 'string' ? [value] : [value.one, value.other];

describe('the catalogs', () => {
  it('have the same keys in Hindi as in English, and no empty Hindi text', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(hi)) {
      for (const text of texts(value as string | PluralForms))
        expect(text.trim(), `hi: ${key}`).not.toBe('');
    }
  });

  it('use in Hindi only {names} the English text is given', () => {
    const names = (value: string | PluralForms) =>
      new Set(texts(value).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      // level.standard: English says "1st Standard" ({ordinal}), Hindi "कक्षा 1" ({number}).
      const given = key === 'level.standard' ? new Set(['ordinal', 'number']) : names(en[key]);
      for (const name of names(hi[key])) expect(given, `${key}: {${name}}`).toContain(name);
    }
  });

  it('keep Hindi in Devanagari: every Hindi text that is not a name has Hindi letters', () => {
    for (const [key, value] of Object.entries(hi)) {
      for (const text of texts(value as string | PluralForms))
        expect(text, `hi: ${key}`).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('load English at once and Hindi on demand', async () => {
    expect(await loadCatalog('en')).toBe(en);
    expect(await loadCatalog('hi')).toBe(hi);
  });
});

describe('translate', () => {
  it('puts values in their places and leaves an unknown name as it is', () => {
    expect(interpolate('If an account uses {email}, {x}', { email: 'a@b.in' })).toBe(
      'If an account uses a@b.in, {x}',
    );
    expect(translate(hi, 'hi', 'forgot.sent', { email: 'a@b.in' })).toContain('a@b.in');
  });

  it('chooses plural forms with the language’s rules', () => {
    const waiting = shellMessages.en['sync.waitingCount'];
    expect(formatMessage(waiting, 'en', { count: 1 })).toBe('1 change waiting to sync');
    expect(formatMessage(waiting, 'en', { count: 2 })).toBe('2 changes waiting to sync');
    expect(formatMessage(waiting, 'en', { count: 0 })).toBe('0 changes waiting to sync');
    // Hindi counts 0 and 1 as "one".
    const waitingHindi = syncHindi['sync.waitingCount'];
    expect(formatMessage(waitingHindi, 'hi', { count: 1 })).toBe('1 बदलाव सिंक होना बाकी');
    expect(formatMessage(waitingHindi, 'hi', { count: 0 })).toBe('0 बदलाव सिंक होना बाकी');
    expect(formatMessage(waitingHindi, 'hi', { count: 3 })).toBe('3 बदलाव सिंक होने बाकी');
  });
});
