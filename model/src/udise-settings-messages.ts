// The UDISE+ settings' messages, apart from their schemas (udise-settings.ts): the web's
// validation book imports them on every signed-in page, and the schemas are needed only where the
// settings are read or saved.

/** The settings' messages, in English (the web's validation book translates by them). */
export const UDISE_SETTINGS_MESSAGES = {
  code: 'Enter the 11-digit UDISE code, or leave it empty',
  codeNumber: 'Enter a code from 1 to 999, or leave it empty',
} as const;
