// Latin text with the distinctions its spellings of Hindi do not keep folded away, for the
// directory's phonetic keys (transliterate.ts): Devanagari read out (transliterate-devanagari.ts)
// and names typed in Latin letters are both loosened here, so that their keys meet.
//
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
