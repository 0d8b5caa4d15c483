import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/catalog';
import { guessColumnMapping } from '@village/model/student-import';
import { exportMessages } from './messages';
import { REPORT_COLUMNS, reportHeaders } from './student-rows';

describe('the export headers', () => {
  it('are REPORT_COLUMNS in English', () => {
    expect(reportHeaders((key) => formatMessage(exportMessages.en[key], 'en'))).toEqual([
      ...REPORT_COLUMNS,
    ]);
  });

  it('in Hindi, are read back by the import onto the same fields as in English', async () => {
    const hi = await exportMessages.load.hi();
    const hindi = reportHeaders((key) => formatMessage(hi[key], 'hi'));
    expect(hindi).toContain('जन्म तिथि');
    expect(guessColumnMapping(hindi)).toEqual(guessColumnMapping(REPORT_COLUMNS));
    expect(Object.keys(guessColumnMapping(hindi)).sort()).toEqual(
      [
        'address',
        'course',
        'dateOfBirth',
        'educationLevel',
        'gender',
        'name',
        'parentContact',
        'parentName',
        'school',
        'status',
      ].sort(),
    );
  });
});
