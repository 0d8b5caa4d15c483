import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/store';
import { dataErrorMessage } from './state';

const withCode = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => activateLanguage('en'));

describe('dataErrorMessage', () => {
  it('says what happened in words, in the current language', async () => {
    expect(dataErrorMessage(withCode('permission-denied'))).toBe(
      'You do not have access to these records.',
    );
    expect(dataErrorMessage(new Error('boom'))).toBe('The records could not be loaded. Try again.');
    await activateLanguage('hi');
    expect(dataErrorMessage(withCode('unavailable'))).toBe(
      'रिकॉर्ड तक पहुँचा नहीं जा सका। अपना कनेक्शन जाँचें।',
    );
  });
});
