// A spelling in English letters of a name a register keeps in Devanagari, for staff to confirm
// as the name the UDISE+ portal takes (identity.nameInEnglish): the portal refuses every letter
// but A to Z. The directory's transliteration reads each word out as Hindi speakers say it
// (transliterate-devanagari.ts); here that reading is written as names are usually spelt. A
// suggestion only: Latin spellings of one name differ (Sunita, Suneeta), so the form offers it
// and staff choose, never the app alone.
import { NUKTA_SPELLINGS, readOutDevanagari } from './transliterate-devanagari';
import { portalName, portalNameProblem } from './udise-checks';

const DEVANAGARI = /[\u0900-\u097F]/;

/** One word read out, spelt as names are: च ch, छ chh, सिंह Singh, चंपा Champa, capitalised. */
function spellWord(word: string): string {
  if (!DEVANAGARI.test(word)) return word;
  // The reading that drops the schwas Hindi does not say (सपना Sapna, not Sapana).
  const [said] = readOutDevanagari(word, NUKTA_SPELLINGS);
  const spelt = said
    // The reading writes च as c and छ as ch, which names write ch and chh.
    .replace(/c/g, 'ch')
    // An anusvara is read n; before p, b or m it is written m (Champa, Ambika).
    .replace(/n(?=[pbm])/g, 'm')
    // सिंह: Singh.
    .replace(/nh$/, 'ngh')
    .replace(/[^A-Za-z]/g, '');
  return spelt.charAt(0).toUpperCase() + spelt.slice(1);
}

/**
 * The suggested spelling in English letters of a name written (in part) in Devanagari, as the
 * portal takes names (letters and single spaces, 3 to 50 characters); undefined for a name with
 * no Devanagari, or whose reading the portal would still refuse.
 */
export function latinNameSuggestion(name: string): string | undefined {
  if (!DEVANAGARI.test(name)) return undefined;
  const suggestion = portalName(name.split(/\s+/).map(spellWord).join(' '));
  return portalNameProblem(suggestion) === undefined ? suggestion : undefined;
}

/** Whether the portal would refuse a name's letters: one the office spells in English letters. */
export function needsLatinName(name: string): boolean {
  return name.trim() !== '' && portalNameProblem(name) === 'nameLetters';
}
