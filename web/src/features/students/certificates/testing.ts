import { formatMessage, type Language } from '../../../lib/i18n/catalog';
import type { CertificateTranslate } from './certificate-text';
import { certificateMessages, type CertificateTexts } from './messages';
import { hi } from './messages.hi';

/** The certificates' texts in a language, without React: for the tests of the pure texts. */
export function certificateTexts(language: Language): CertificateTranslate {
  const book: Record<keyof CertificateTexts, CertificateTexts[keyof CertificateTexts]> =
    language === 'hi' ? hi : certificateMessages.en;
  return (key, values) => formatMessage(book[key], language, values);
}
