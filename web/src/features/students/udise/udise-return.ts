import { todayIso } from '@village/model/dates';
import type { Organization } from '@village/model/organization';
import type { DirectoryEntry } from '@village/model/directory';
import { UDISE_LEVELS } from '@village/model/udise-export';
import { downloadFile } from '../../../lib/export/download-file';
import { slug } from '../../../lib/export/student-rows';
import type { TranslateOf } from '../../../lib/i18n/messages';
import { readUdiseAadhaarNumbers } from '../api/udise-aadhaar';
import type { udiseMessages } from './messages';
import { readUdiseReturn } from './udise-reading';
import { timedNow, UDISE_TIMING } from './udise-timing';
import { udiseSheets } from './udise-workbook';

/** The file's name: the organization and the day it was made. */
export function udiseFileName(organizationName: string, now: Date): string {
  return `udise-${slug(organizationName)}-${todayIso(now)}.xlsx`;
}

/** Makes and downloads the UDISE+ return of these students (the Export menu's entry). */
export type UdiseReturn = (
  entries: readonly DirectoryEntry[],
  t: TranslateOf<(typeof udiseMessages)['en']>,
  now: Date,
) => Promise<void>;

/**
 * The UDISE+ return of these students (the directory's current list): those on the roll in
 * classes 1 to 12, read in full from their documents now (readUdiseReturn), as an .xlsx in the
 * office's language; downloaded. The workbook writer loads with the first return, not with the
 * directory.
 */
export async function downloadUdiseReturn(
  orgId: string,
  organization: Pick<Organization, 'name' | 'academicYearStartMonth'>,
  entries: readonly DirectoryEntry[],
  t: TranslateOf<(typeof udiseMessages)['en']>,
  now: Date,
): Promise<void> {
  const onRoll = entries.filter((entry) => entry.status === 'active');
  const school = onRoll.filter((entry) => UDISE_LEVELS.includes(entry.educationLevel));
  const inReturn = new Set(school.map(({ id }) => id));
  // Only the classes shown: a return of one class reads that class, not the whole school.
  const levels = [...new Set(school.map((entry) => entry.educationLevel))];
  const [reading, { writeXlsx, XLSX_MIME_TYPE }] = await Promise.all([
    readUdiseReturn(orgId, organization, levels, inReturn, now, (students) =>
      readUdiseAadhaarNumbers(orgId, students),
    ),
    import('../../../lib/spreadsheet/xlsx-write'),
  ]);
  const { students, settings } = reading;
  // Those on the roll outside the school classes are counted from the directory: not read.
  const result = { ...reading.result, leftOut: onRoll.length - inReturn.size };
  const schoolCode = settings.code || undefined;
  const overrides = settings.codes;
  const bytes = timedNow(UDISE_TIMING.workbook, () =>
    writeXlsx(udiseSheets({ result, students, schoolCode, overrides, t })),
  );
  downloadFile(bytes, udiseFileName(organization.name, now), XLSX_MIME_TYPE);
}
