import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/catalog';
import { readStatus } from '@village/model/import/read-value';
import { guessColumnMapping } from '@village/model/import/column-matching';
import { entry } from '../../testing/directory-entry';
import { exportMessages } from './messages';
import { reportHeaders, reportRow } from './student-rows';
import { REPORT_COLUMNS } from './messages';

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

describe('the status column', () => {
  it('says each status as the import reads it back, Left included', () => {
    const column = REPORT_COLUMNS.indexOf('Status');
    for (const status of ['active', 'graduated', 'left'] as const) {
      const cell = reportRow(entry({ id: status, status }), new Date('2026-11-28'))[column];
      expect(readStatus(String(cell))).toMatchObject({ value: status });
    }
    expect(reportRow(entry({ id: 'l', status: 'left' }), new Date())[column]).toBe('Left');
  });
});
