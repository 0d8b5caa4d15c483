import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, IMPORT_MAX_FILE_BYTES } from './import-limits';

describe('fileTooLargeMessage', () => {
  it('gives the size in MB of 1,000,000 bytes, to a tenth rounded up, and the limit', () => {
    expect(IMPORT_MAX_FILE_BYTES).toBe(10_000_000);
    expect(fileTooLargeMessage(14_200_000)).toBe(
      'This file is 14.2 MB; the limit is 10 MB. Split it into smaller files.',
    );
    expect(fileTooLargeMessage(14_150_001)).toMatch(/^This file is 14\.2 MB;/);
    // Just over the limit is never "10.0 MB".
    expect(fileTooLargeMessage(IMPORT_MAX_FILE_BYTES + 1)).toMatch(/^This file is 10\.1 MB;/);
  });
});
