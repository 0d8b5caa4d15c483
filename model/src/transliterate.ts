// Student names are written in Devanagari or in Latin letters, and one Hindi name has many Latin
// spellings (Sunita, Suneeta; Chauhan, Chouhan; Lakshmi, Laxmi). To find a name whichever way it
// was written and typed, the directory compares loose phonetic keys: Devanagari is read out in
// Latin letters as Hindi speakers say it, and both that and Latin text lose the distinctions that
// Latin spellings of Hindi do not keep (long and short vowels, aspiration, doubled letters, ...).
// राम, Ram and Raam all give "ram"; सुनीता, Sunita and Suneeta give "sunita".
//
// A table and a few regular expressions, no dependency: a name's keys are made at the first search
// that needs them (not as the index is read, which would slow the first draw) and kept per word,
// since a school's names repeat a few hundred words; tens of thousands of names on a phone.
//
// Devanagari is read out in transliterate-devanagari.ts, Latin text loosened in
// transliterate-latin.ts; this file keys whole names, word by word.
import { readOutDevanagari } from './transliterate-devanagari';
import { loosen } from './transliterate-latin';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A word's keys: in Devanagari, with every schwa Hindi may drop dropped, and with only those it
 * always drops.
 */
function wordKeys(word: string): readonly [string, string] {
  if (!DEVANAGARI.test(word)) {
    const key = loosen(word);
    return [key, key];
  }
  const [short, full] = readOutDevanagari(word);
  return [loosen(short), loosen(full)];
}

// Keyed once per word: a school's names are mostly the same few hundred first names and surnames,
// so that keying a directory of thousands reads out and loosens a few hundred words. Bounded, for a
// directory whose words are all different.
const WORD_CACHE_SIZE = 20_000;
const cache = new Map<string, readonly [string, string]>();

/**
 * A text's loose phonetic keys (see loosen): none for a text without letters or digits, one for
 * Latin text. Devanagari is read out with the schwas Hindi may drop both dropped and said, since
 * Latin spellings go both ways (चौधरी Chaudhari and Chaudhri, सरला Sarla, Sarala): one or two
 * keys.
 */
export function phoneticKeys(text: string): string[] {
  let short = '';
  let full = '';
  // Other white space (rare in a name) is left to loosen() and spell(), which part words at it.
  for (const word of text.split(' ')) {
    if (word === '') continue;
    let keys = cache.get(word);
    if (!keys) {
      if (cache.size >= WORD_CACHE_SIZE) cache.clear();
      cache.set(word, (keys = wordKeys(word)));
    }
    if (keys[1] === '') continue;
    short = short === '' ? keys[0] : `${short} ${keys[0]}`;
    full = full === '' ? keys[1] : `${full} ${keys[1]}`;
  }
  return full === '' ? [] : full === short ? [full] : [short, full];
}
