import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage } from '@village/model/import-limits';
import { checkImportRow } from '@village/model/import/check-row';
import { formatMessage } from '../../../lib/i18n/catalog';
import type { Messages } from '../../../lib/i18n/messages';
import { englishImportTexts, importMessages, type ImportTexts } from './messages';
import { validationMessages } from '../../../lib/validation/messages';
import { translateEnglish } from '../../../lib/validation/use-validation-text';
import { fileRefusalText, registerProblemText, rowProblemLine } from './problem-text';

const GOOD = { name: 'Asha', educationLevel: 'VII', school: 'Narela School' };
const TODAY = '2025-07-01';

const problemsOf = (cells: Parameters<typeof checkImportRow>[0]) => {
  const result = checkImportRow(cells, TODAY);
  return result.ok ? [] : result.problems;
};

async function hindi(): Promise<ImportTexts> {
  const hi: Messages = await importMessages.load.hi();
  return (key, values) => formatMessage(hi[key]!, 'hi', values);
}

describe("the import's problems", () => {
  it('read the same in English as the model wrote them', () => {
    const problems = [
      ...problemsOf({ ...GOOD, dateOfBirth: '31-02-2010', parentContact: '12345: 678' }),
      ...problemsOf({ ...GOOD, dateOfBirth: '5/6/50', gender: 'x', latitude: '1' }),
      ...problemsOf({ educationLevel: 'Nursery', status: '?' }),
      ...problemsOf({ ...GOOD, latitude: '100', longitude: '1' }),
    ];
    expect(problems.length).toBeGreaterThan(7);
    for (const problem of problems)
      expect(rowProblemLine(problem, englishImportTexts)).toBe(problem);
    expect(fileRefusalText(fileTooLargeMessage(14_200_000), englishImportTexts)).toBe(
      fileTooLargeMessage(14_200_000),
    );
  });

  it('are said in Hindi, the values as written', async () => {
    const t = await hindi();
    const [date, mobile] = problemsOf({
      ...GOOD,
      dateOfBirth: '31-02-2010',
      parentContact: '98765 4321: 0',
    });
    expect(rowProblemLine(date!, t)).toBe('जन्म तिथि 31-02-2010: यह सही तिथि नहीं है');
    expect(rowProblemLine(mobile!, t)).toBe('अभिभावक संपर्क 98765 4321: 0: फ़ोन नंबर नहीं है');
    const [level, name, school] = problemsOf({ educationLevel: 'Nursery' });
    expect(rowProblemLine(level!, t)).toBe('शिक्षा स्तर Nursery: ऐप कक्षा 1 से शुरू होता है');
    expect(rowProblemLine(name!, t)).toBe('पूरा नाम नहीं दिया गया है');
    expect(rowProblemLine(school!, t)).toBe('विद्यालय या महाविद्यालय नहीं दिया गया है');
    expect(registerProblemText('not a number from -90 to 90', t)).toBe('-90 से 90 तक की संख्या नहीं है');
    expect(
      registerProblemText('the year 50 could be 1950 or 2050: write the year in full', t),
    ).toBe('वर्ष 50 का अर्थ 1950 या 2050 हो सकता है: वर्ष पूरा लिखें');
    expect(fileRefusalText(fileTooLargeMessage(14_200_000), t)).toBe(
      'यह फ़ाइल 14.2 MB की है; सीमा 10 MB है। इसे छोटी फ़ाइलों में बाँटें।',
    );
    const [apaar] = problemsOf({ ...GOOD, apaarId: '123456789012' });
    expect(rowProblemLine(apaar!, t)).toMatch(/^अपार आईडी: .*सहमति/);
    expect(rowProblemLine('something else', t)).toBe('something else');
    // A schema's message, through the validation book.
    const validation = await validationMessages.load.hi();
    const validationText = translateEnglish(
      (key, values) => formatMessage(validation[key], 'hi', values),
      validationMessages,
    );
    const [longName] = problemsOf({ ...GOOD, name: 'A'.repeat(300) });
    expect(longName).toBe('full name: at most 100 characters');
    expect(rowProblemLine(longName!, t, validationText)).toBe(
      `पूरा नाम: ${validationText('At most 100 characters')}`,
    );
    expect(rowProblemLine('Admission No. ADM7 is also in row 4', t, validationText)).toBe(
      'प्रवेश संख्या ADM7 पंक्ति 4 में भी है',
    );
    expect(validationText('At most 100 characters')).toMatch(/100/);
    expect(validationText('At most 100 characters')).toMatch(/[\u0900-\u097F]/);
    expect(
      fileRefusalText(
        '"अभिलेख.pdf" is not a CSV or Excel (.xlsx) file. Choose a .csv or .xlsx file.',
        t,
      ),
    ).toBe('"अभिलेख.pdf" CSV या Excel (.xlsx) फ़ाइल नहीं है। कोई .csv या .xlsx फ़ाइल चुनें।');
  });

  it("say a detail column's problems by the column, in English and in Hindi", async () => {
    const problems = problemsOf({
      ...GOOD,
      socialCategory: 'BC',
      motherTongue: 'Klingon',
      impairments: 'Blindness; Squint',
      hostel: 'sometimes',
      heightCm: '300',
      weightKg: 'heavy',
    });
    expect(problems).toHaveLength(6);
    for (const problem of problems)
      expect(rowProblemLine(problem, englishImportTexts)).toBe(problem);
    const t = await hindi();
    const said = problems.map((problem) => rowProblemLine(problem, t));
    expect(said).toEqual([
      'सामाजिक श्रेणी BC: General, SC, ST, OBC में से कोई नहीं है',
      'दिव्यांगता के प्रकार Blindness; Squint: ' + "'Squint' टेम्पलेट की Notes शीट पर दिए मानों में से नहीं है",
      'मातृभाषा Klingon: टेम्पलेट की Notes शीट पर दिए मानों में से नहीं है',
      'लंबाई (सेमी) 300: 30 से 250 तक की संख्या नहीं है',
      'वज़न (किलो) heavy: 2 से 200 तक की संख्या नहीं है',
      'निःशुल्क छात्रावास sometimes: Yes या No नहीं है (Y, N, हाँ, नहीं, या 1 यानी Yes, 2 यानी No भी चलेगा)',
    ]);
    // What the schema refuses: by the field, its message through the validation book.
    const validation = await validationMessages.load.hi();
    const validationText = translateEnglish(
      (key, values) => formatMessage(validation[key], 'hi', values),
      validationMessages,
    );
    const [pincode] = problemsOf({ ...GOOD, pincode: '012345' });
    expect(pincode).toBe('PIN code: enter the 6-digit PIN code');
    expect(rowProblemLine(pincode!, t, validationText)).toBe(
      `पिन कोड: ${validationText('Enter the 6-digit PIN code')}`,
    );
    expect(validationText('Enter the 6-digit PIN code')).toMatch(/[\u0900-\u097F]/);
  });
});
