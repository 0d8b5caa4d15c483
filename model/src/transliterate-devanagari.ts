// Devanagari read out in Latin letters as Hindi speakers say it, for the directory's phonetic keys
// (transliterate.ts): each letter as its sound, then the schwas Hindi does not say dropped, as
// Latin spellings leave them out. A table and a loop, no dependency.

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

/**
 * With a nukta, as names are spelt in English letters (ज़ोया Zoya, आरिफ़ Arif, क़ासिम Qasim), for
 * a spelling to show (latin-name.ts) rather than a key.
 */
export const NUKTA_SPELLINGS: Readonly<Record<string, string>> = {
  ...WITH_NUKTA,
  क: 'q',
  ख: 'kh',
  ग: 'gh',
  ज: 'z',
  फ: 'f',
};

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
function spell(text: string, withNukta: Readonly<Record<string, string>>): Letters {
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
        consonant = withNukta[char] ?? consonant;
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

/**
 * A Devanagari word read out in Latin letters, before loosen(): with every schwa Hindi may drop
 * dropped, and with only those it always drops (the same text when the word has none to drop).
 * `withNukta`: how consonants with a nukta are read (as the keys fold them, unless told).
 */
export function readOutDevanagari(
  word: string,
  withNukta: Readonly<Record<string, string>> = WITH_NUKTA,
): readonly [string, string] {
  const letters = spell(word, withNukta);
  const dropped = letters.kinds.map(() => false);
  dropSchwas(letters, dropped, false);
  const full = joined(letters, dropped);
  dropSchwas(letters, dropped, true);
  return [joined(letters, dropped), full];
}
