import { describe, expect, it } from 'vitest';
import { latinNameSuggestion, needsLatinName } from './latin-name';
import { portalNameProblem } from './udise-checks';

describe('a name in Devanagari spelt in English letters', () => {
  it.each([
    ['सीता कुमारी', 'Sita Kumari'],
    ['सुनीता देवी', 'Sunita Devi'],
    ['आदित्य शर्मा', 'Aditya Sharma'],
    // च and छ as names write them; an anusvara before p or b as m; सिंह as Singh.
    ['सपना चौधरी', 'Sapna Chaudhri'],
    ['छाया', 'Chhaya'],
    ['चंपा', 'Champa'],
    ['हर्ष सिंह', 'Harsh Singh'],
    ['लक्ष्मी', 'Lakshmi'],
    // The letters with a nukta as English spellings write them.
    ['मोहम्मद आरिफ़', 'Mohammad Arif'],
    ['ज़ोया ख़ान', 'Zoya Khan'],
    // A name written half in each script keeps its English part.
    ['राम Sharma', 'Ram Sharma'],
  ])('%s → %s', (name, spelling) => {
    expect(latinNameSuggestion(name)).toBe(spelling);
    expect(portalNameProblem(spelling)).toBeUndefined();
  });

  it('suggests nothing for a name in English letters, nor one the portal would still refuse', () => {
    expect(latinNameSuggestion('Sita Kumari')).toBeUndefined();
    expect(latinNameSuggestion('')).toBeUndefined();
    // Two letters: under the portal's three.
    expect(latinNameSuggestion('रा')).toBeUndefined();
  });

  it('asks for the spelling of a name the portal would refuse for its letters only', () => {
    expect(needsLatinName('सीता कुमारी')).toBe(true);
    expect(needsLatinName('S.K. Sharma')).toBe(true);
    expect(needsLatinName('Sita Kumari')).toBe(false);
    expect(needsLatinName('  ')).toBe(false);
    // Too short is another problem: English letters would not help.
    expect(needsLatinName('Om')).toBe(false);
  });
});
