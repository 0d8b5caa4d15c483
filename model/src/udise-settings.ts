import * as z from 'zod/mini';
import { checked } from './schema';
import { INDIAN_LANGUAGE_CODES } from './udise';
import type { UdiseCodeOverrides } from './udise-code-tables';
import {
  readUdiseSchool,
  UDISE_SCHOOL_SHAPE,
  udiseSchoolProblems,
  type UdiseSchool,
} from './udise-school';
import { UDISE_SETTINGS_MESSAGES } from './udise-settings-messages';

// The school's UDISE+ settings, kept by its super_admins in one document
// (organizations/{orgId}/udise/settings; firestore.rules, udiseSettingsFit): its UDISE code, which
// the portal checks in E3 of the student sheet, the codes the public record leaves to the
// office (udise-code-tables.ts), copied once from the Master sheet of the template it downloads,
// and what the school is and offers (udise-school.ts), which the portal checks the rows against.

export { UDISE_SETTINGS_MESSAGES };

/** A school's UDISE code: 11 digits. */
export const UDISE_SCHOOL_CODE_PATTERN = /^\d{11}$/;
/** The largest code an office may type (the portal's three-digit codes, 999 among them). */
export const MAX_OFFICE_CODE = 999;

/** The values whose codes the office settles, by table: those no source settles. */
export const CODES_TO_SETTLE = {
  motherTongue: INDIAN_LANGUAGE_CODES.map(({ value }) => value),
  minorityGroup: ['parsi', 'jain'],
  stream: ['arts', 'science'],
  // A child admitted under the RTE's Section 12, in a private unaided school's column.
  admittedUnder: ['rte'],
  // Whether an out-of-school child was mainstreamed: the sheet's codes were never published.
  ooscMainstreamed: ['yes', 'no'],
} as const satisfies Partial<Record<keyof UdiseCodeOverrides, readonly string[]>>;
export type TableToSettle = keyof typeof CODES_TO_SETTLE;
export const TABLES_TO_SETTLE = Object.keys(CODES_TO_SETTLE) as TableToSettle[];

const officeCode = z
  .int(UDISE_SETTINGS_MESSAGES.codeNumber)
  .check(
    z.gte(1, UDISE_SETTINGS_MESSAGES.codeNumber),
    z.lte(MAX_OFFICE_CODE, UDISE_SETTINGS_MESSAGES.codeNumber),
  );

// @__NO_SIDE_EFFECTS__
function codesOf(values: readonly string[]) {
  return z.partialRecord(z.enum(values as [string, ...string[]]), officeCode);
}

/**
 * What a super_admin saves: the code ('' while unknown), the office's codes and the school's
 * fields (each left out while unset).
 */
export const udiseSettingsInputSchema = checked(
  z.strictObject({
    code: z.union([
      z.literal(''),
      z.string().check(z.trim(), z.regex(UDISE_SCHOOL_CODE_PATTERN, UDISE_SETTINGS_MESSAGES.code)),
    ]),
    codes: z.strictObject({
      motherTongue: z.optional(codesOf(CODES_TO_SETTLE.motherTongue)),
      minorityGroup: z.optional(codesOf(CODES_TO_SETTLE.minorityGroup)),
      stream: z.optional(codesOf(CODES_TO_SETTLE.stream)),
      admittedUnder: z.optional(codesOf(CODES_TO_SETTLE.admittedUnder)),
      ooscMainstreamed: z.optional(codesOf(CODES_TO_SETTLE.ooscMainstreamed)),
    }),
    ...UDISE_SCHOOL_SHAPE,
  }),
  z.superRefine((settings, context) => {
    for (const { path, message } of udiseSchoolProblems(settings))
      context.issues.push({ code: 'custom', input: settings, path, message });
  }),
);
export type UdiseSettingsInput = z.output<typeof udiseSettingsInputSchema>;

export interface UdiseSettings extends UdiseSchool {
  /** '' until the office sets it. */
  code: string;
  codes: UdiseCodeOverrides;
}

export const NO_UDISE_SETTINGS: UdiseSettings = { code: '', codes: {} };

/**
 * The settings as stored, read leniently: a document that is missing, or a part of it that does
 * not read, is as if nothing were set (the export then lists what to settle), never a wrong code.
 */
export function readUdiseSettings(data: unknown): UdiseSettings {
  const record = (data ?? {}) as { code?: unknown; codes?: unknown } & Record<string, unknown>;
  const code =
    typeof record.code === 'string' && UDISE_SCHOOL_CODE_PATTERN.test(record.code)
      ? record.code
      : '';
  const codes: UdiseCodeOverrides = {};
  const stored = (record.codes ?? {}) as Record<string, unknown>;
  for (const table of TABLES_TO_SETTLE) {
    const parsed = codesOf(CODES_TO_SETTLE[table]).safeParse(stored[table]);
    if (parsed.success && Object.keys(parsed.data).length > 0)
      codes[table] = parsed.data as Record<string, number>;
  }
  return { code, codes, ...readUdiseSchool(record) };
}
