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

const VIRAMA = '\u094D';
const NUKTA = '\u093C';

// Aspirates keep their "h" here and lose it in loosen(), the same way as in Latin text.
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'c',
  छ: 'ch',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** With a nukta: ड़ and ढ़ are flaps, written r (Burari, Najafgarh); क़, ज़, फ़ … fold anyway. */
const WITH_NUKTA: Readonly<Record<string, string>> = { ड: 'r', ढ: 'rh' };

// Long and short vowels are folded already: Latin spellings do not keep them apart.
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ए: 'e',
  ऍ: 'e',
  ऎ: 'e',
  ऐ: 'ai',
  ओ: 'o',
  ऑ: 'o',
  ऒ: 'o',
  औ: 'au',
  ॐ: 'om',
};

const MATRAS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॢ': 'li',
  'े': 'e',
  'ॅ': 'e',
  'ॆ': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ॉ': 'o',
  'ॊ': 'o',
  'ौ': 'au',
};

/** Anusvara and chandrabindu are heard as n (संजय Sanjay, चाँद Chand), visarga as h. */
const CODAS: Readonly<Record<string, string>> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

const CONSONANT = 0;
const VOWEL = 1;
/** The vowel a consonant carries when no matra or virama follows it, which Hindi often drops. */
const SCHWA = 2;
const CODA = 3;
/** Anything else (a space, a Latin letter, a digit): it ends a Devanagari word. */
const OTHER = 4;

interface Letters {
  texts: string[];
  kinds: number[];
}

/** A text's letters as Latin sounds, each with its kind, every schwa still in place. */
function spell(text: string): Letters {
  const texts: string[] = [];
  const kinds: number[] = [];
  const push = (value: string, kind: number) => {
    texts.push(value);
    kinds.push(kind);
  };
  // Decomposed, so that क़ is क + nukta and Latin accents are marks that loosen() drops.
  const chars = text.normalize('NFD');
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] ?? '';
    let consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      // ज्ञ is said, and written in Latin letters, gy (ज्ञान Gyan).
      if (char === 'ज' && chars[i + 1] === VIRAMA && chars[i + 2] === 'ञ') {
        consonant = 'gy';
        i += 2;
      }
      if (chars[i + 1] === NUKTA) {
        consonant = WITH_NUKTA[char] ?? consonant;
        i += 1;
      }
      push(consonant, CONSONANT);
      const next = chars[i + 1] ?? '';
      const matra = MATRAS[next];
      if (matra !== undefined) {
        push(matra, VOWEL);
        i += 1;
      } else if (next === VIRAMA) i += 1;
      else push('a', SCHWA);
      continue;
    }
    const vowel = VOWELS[char] ?? MATRAS[char];
    if (vowel !== undefined) push(vowel, VOWEL);
    else if (CODAS[char] !== undefined) push(CODAS[char], CODA);
    else if (char >= '\u0966' && char <= '\u096F') push(String(char.charCodeAt(0) - 0x966), OTHER);
    // Other Devanagari signs (a stray virama or nukta, avagraha, dandas as text) and the joiners
    // that choose a conjunct's shape are not heard.
    else if ((char < '\u0900' || char > '\u097F') && char !== '\u200C' && char !== '\u200D')
      push(char, OTHER);
  }
  return { texts, kinds };
}

const SEMIVOWELS: ReadonlySet<string> = new Set(['y', 'r', 'v']);

const isVowel = (kind: number | undefined) => kind === VOWEL || kind === SCHWA;

function hasVowel(kinds: readonly number[], from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) if (isVowel(kinds[i])) return true;
  return false;
}

/**
 * Drops the schwas Hindi does not say, which Latin spellings leave out. At the end of a word of
 * more than one syllable, except after a conjunct (नरेन्द्र Narendra, कृष्ण Krishna). With `more`,
 * also after a conjunct that does not end in य, र or व (हर्ष Harsh, but आदित्य Aditya, सूर्य
 * Surya), and inside a word by Ohala's rule, from the right: a schwa between vowel + consonant
 * and consonant + vowel (सपना Sapna, अमरनाथ Amarnath, राजकुमार Rajkumar). Both are kept as keys:
 * Latin spellings go either way (Sapna, Sapana).
 */
function dropSchwas({ texts, kinds }: Letters, dropped: boolean[], more: boolean): void {
  let end = kinds.length;
  while (end > 0) {
    let start = end;
    while (start > 0 && kinds[start - 1] !== OTHER) start -= 1;
    const last = end - 1;
    if (
      kinds[last] === SCHWA &&
      (kinds[last - 2] !== CONSONANT || (more && !SEMIVOWELS.has(texts[last - 1] ?? ''))) &&
      hasVowel(kinds, start, last - 1)
    )
      dropped[last] = true;
    if (more)
      for (let i = last - 1; i >= start + 2; i -= 1)
        if (
          kinds[i] === SCHWA &&
          kinds[i - 1] === CONSONANT &&
          isVowel(kinds[i - 2]) &&
          kinds[i + 1] === CONSONANT &&
          isVowel(kinds[i + 2]) &&
          !dropped[i + 2]
        )
          dropped[i] = true;
    // Past the word and the OTHER letters before it.
    end = start;
    while (end > 0 && kinds[end - 1] === OTHER) end -= 1;
  }
}

const joined = ({ texts }: Letters, dropped: readonly boolean[]) =>
  texts.filter((_, i) => !dropped[i]).join('');

// loosen() works on character codes: it runs for every new word of the directory, and a loop over
// codes takes about half the time of a regular expression for each rule (10,000 names: 15 ms
// against 30 once the engine has optimised them).
const A = 0x61; // a
const B = 0x62; // b
const E = 0x65; // e
const F = 0x66; // f
const G = 0x67; // g
const H = 0x68; // h
const I = 0x69; // i
const J = 0x6a; // j
const K = 0x6b; // k
const M = 0x6d; // m
const N = 0x6e; // n
const O = 0x6f; // o
const P = 0x70; // p
const Q = 0x71; // q
const S = 0x73; // s
const U = 0x75; // u
const V = 0x76; // v
const W = 0x77; // w
const X = 0x78; // x
const Y = 0x79; // y
const Z = 0x7a; // z
const SPACE = 0x20;

const isLetter = (c: number) => c >= A && c <= Z;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isVowelLetter = (c: number) => c === A || c === E || c === I || c === O || c === U;

const BUFFER = new Uint16Array(256);

/**
 * A Latin text with the distinctions its spellings of Hindi do not keep folded away: lower case,
 * no accents, words of letters and digits apart by one space; x = ks, q = k, z = j, f = p, w = v;
 * ee = i, oo = u, ou = au; no h after a consonant (kh, sh, chh, ph …); ng = n before a consonant
 * or at the end (Singh = सिंह); m = n before p, b; a final y = i (Chaudhary = चौधरी); doubled
 * letters single (Aarav, Pappu).
 */
export function loosen(text: string): string {
  let lower = text.toLowerCase();
  // Beyond ASCII: accents to drop (ā, é).
  if (/[\u0080-\uffff]/.test(lower)) lower = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const buffer = lower.length * 2 <= BUFFER.length ? BUFFER : new Uint16Array(lower.length * 2);
  // Letters and vowels folded, one space between words, no h after a consonant.
  let length = 0;
  let last = SPACE;
  for (let i = 0; i < lower.length; i += 1) {
    const c = lower.charCodeAt(i);
    const next = lower.charCodeAt(i + 1);
    if (!isLetter(c) && !isDigit(c)) {
      if (last !== SPACE) buffer[length++] = last = SPACE;
    } else if (
      ((c === E || c === I) && next === c) ||
      (c === O && next === O) ||
      (c === U && next === U)
    ) {
      buffer[length++] = last = c === E || c === I ? I : U;
      i += 1;
    } else if (c === O && next === U) {
      buffer[length++] = A;
      buffer[length++] = last = U;
      i += 1;
    } else if (c !== H || !isLetter(last) || isVowelLetter(last) || last === H) {
      // x = ks, q = k, z = j, f = p, w = v.
      if (c === X) buffer[length++] = K;
      buffer[length++] = last =
        c === X ? S : c === Q ? K : c === Z ? J : c === F ? P : c === W ? V : c;
    }
  }
  if (last === SPACE && length > 0) length -= 1;
  // Then ng and m before a consonant, a final y, doubled letters.
  let key = '';
  last = SPACE;
  for (let i = 0; i < length; i += 1) {
    let c = buffer[i]!;
    const next = i + 1 < length ? buffer[i + 1]! : SPACE;
    if (c === N && next === G && !isVowelLetter(i + 2 < length ? buffer[i + 2]! : SPACE)) i += 1;
    else if (c === M && (next === P || next === B)) c = N;
    else if (c === Y && !isLetter(next) && !isDigit(next)) c = I;
    if (c !== last || !isLetter(c)) key += String.fromCharCode((last = c));
  }
  return key;
}

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
  const letters = spell(word);
  const dropped = letters.kinds.map(() => false);
  dropSchwas(letters, dropped, false);
  const full = loosen(joined(letters, dropped));
  dropSchwas(letters, dropped, true);
  return [loosen(joined(letters, dropped)), full];
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
