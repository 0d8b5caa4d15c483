import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRows } from '@village/model/import/check-rows';
import { guessColumnMapping } from '@village/model/import/column-matching';
import { readColumns } from '@village/model/import/column-readings';
import { IMPORT_COLUMNS } from '@village/model/import/columns';
import { activateLanguage } from '../../../lib/i18n/store';
import { ColumnMappingFields } from './ColumnMappingFields';
import { previewImport } from './import-plan';
import { importTable } from './import-table';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportReadingView } from './ImportReadingView';
import { formatMessage } from '../../../lib/i18n/catalog';
import { readXlsx } from '../../../lib/spreadsheet/xlsx-read';
import { importMessages, type ImportTexts } from './messages';
import { templateWorkbook } from './template';
import { renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const TABLE = importTable([
  ['विद्यार्थी का नाम', 'लिंग', 'कक्षा', 'विद्यालय'],
  ['Asha', 'लड़की', 'VII', 'Narela School'],
  ['Asha', 'लड़की', 'VII', 'Narela School'],
  ['', 'x', 'Nursery', 'Narela School'],
]);
const MAPPING = guessColumnMapping(TABLE.headers);

describe('the import in Hindi', () => {
  it("gives every field a Hindi name that the import reads back as that field's header", async () => {
    const hi = await importMessages.load.hi();
    for (const { field } of IMPORT_COLUMNS) {
      const name = hi[`field.${field}`] as string;
      // "माता का नाम" alone names the parent (a register without a parent column, as before the
      // details had columns); beside the parent's column, it is the mother's.
      if (field === 'motherName' || field === 'fatherName') {
        const parent = hi['field.parentName'] as string;
        expect(guessColumnMapping([parent, name]), name).toEqual({ parentName: 0, [field]: 1 });
      } else expect(guessColumnMapping([name]), name).toEqual({ [field]: 0 });
    }
  });

  it('writes the template with Hindi headers that import back, English ones unchanged', async () => {
    const hi = await importMessages.load.hi();
    const t: ImportTexts = (key, values) => formatMessage(hi[key]!, 'hi', values);
    const [students, notes] = readXlsx(await templateWorkbook(t));
    expect(students!.rows[0]![0]).toBe('पूरा नाम');
    expect(notes!.rows[1]![0]).toBe('पूरा नाम');
    const mapping = guessColumnMapping(students!.rows[0]!.map(String));
    IMPORT_COLUMNS.forEach((column, index) => expect(mapping[column.field]).toBe(index));
    const [english] = readXlsx(await templateWorkbook());
    expect(english!.rows[0]).toEqual(IMPORT_COLUMNS.map((column) => column.header));
  });

  it('matches the columns in Hindi', async () => {
    await renderInHindi(
      <ColumnMappingFields headers={TABLE.headers} mapping={{ name: 0 }} onChange={() => {}} />,
    );
    expect(await screen.findByRole('combobox', { name: 'पूरा नाम' })).toBeVisible();
    expect(screen.getAllByRole('option', { name: 'कॉलम B: लिंग' })).not.toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'शिक्षा स्तर, विद्यालय / महाविद्यालय वाले कॉलम चुनें: ये ज़रूरी हैं।',
    );
  });

  it('says how the file was read, with the values stored in Hindi', async () => {
    const understood = readColumns(TABLE, MAPPING);
    await renderInHindi(<ImportReadingView understood={understood} onMapValue={() => {}} />);
    expect(await screen.findByText('फ़ाइल कैसे पढ़ी गई')).toBeVisible();
    expect(screen.getByText('VII → कक्षा 7')).toBeVisible();
    expect(screen.getByText('लड़की → महिला')).toBeVisible();
    const gender = screen.getByRole('combobox', { name: "लिंग 'x' को इस रूप में पढ़ें" });
    expect(within(gender).getByRole('option', { name: 'पुरुष' })).toHaveValue('Male');
  });

  it('previews the rows in Hindi', async () => {
    const checked = checkRows(TABLE.rows, MAPPING);
    const preview = previewImport(checked, 'abc', [], new Map());
    await renderInHindi(<ImportPreviewView preview={preview} />);
    expect(await screen.findByText('आयात के लिए तैयार')).toBeVisible();
    expect(
      screen.getByText('पंक्ति 3 पंक्ति 2 जैसी लगती है: नाम, जन्म तिथि और अभिभावक संपर्क एक जैसे हैं'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'त्रुटि वाली पंक्तियाँ (आयात नहीं होंगी)' })).toBeVisible();
  });
});
