import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  ORGANIZATION_MESSAGES,
  organizationDetailsSchema,
  organizationDocSchema,
  organizationSettingsSchema,
} from './organization';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('organization settings (address, academic year start month)', () => {
  it('trims the address and defaults to no address and April', () => {
    expect(organizationSettingsSchema.parse({})).toEqual({
      address: '',
      academicYearStartMonth: 4,
      attendanceWindowDays: 7,
    });
    expect(
      organizationSettingsSchema.parse({
        address: '  Village Narela\nDelhi 110040  ',
        academicYearStartMonth: 7,
      }),
    ).toEqual({
      address: 'Village Narela\nDelhi 110040',
      academicYearStartMonth: 7,
      attendanceWindowDays: 7,
    });
  });

  it(`keeps the address within ${LIMITS.organizationAddress} characters`, () => {
    const longest = 'x'.repeat(LIMITS.organizationAddress);
    expect(organizationSettingsSchema.safeParse({ address: longest }).success).toBe(true);
    const tooLong = organizationSettingsSchema.safeParse({ address: `${longest}x` });
    expect(messagesOf(tooLong)).toEqual([`At most ${LIMITS.organizationAddress} characters`]);
  });

  it('takes a month from 1 (January) to 12 (December), and nothing else', () => {
    for (const month of [1, 4, 12]) {
      expect(organizationSettingsSchema.parse({ academicYearStartMonth: month })).toMatchObject({
        academicYearStartMonth: month,
      });
    }
    for (const month of [0, 13, 4.5, -1, '4', null, Number.NaN]) {
      const result = organizationSettingsSchema.safeParse({ academicYearStartMonth: month });
      expect(result.success, String(month)).toBe(false);
      expect(messagesOf(result), String(month)).toContain(ORGANIZATION_MESSAGES.startMonth);
    }
  });

  it('joins the name and description for the Settings form', () => {
    expect(
      organizationDetailsSchema.parse({
        name: ' Sunrise School ',
        description: 'Classes 1 to 8',
        address: 'Narela',
        academicYearStartMonth: 1,
      }),
    ).toEqual({
      name: 'Sunrise School',
      description: 'Classes 1 to 8',
      address: 'Narela',
      academicYearStartMonth: 1,
      attendanceWindowDays: 7,
    });
    expect(
      messagesOf(organizationDetailsSchema.safeParse({ name: ' ', academicYearStartMonth: 4 })),
    ).toEqual([ORGANIZATION_MESSAGES.nameRequired]);
  });

  it('reads a stored organization without them as no address, starting in April', () => {
    const stored = organizationDocSchema.parse({
      name: 'Old School',
      createdAt: new Date('2025-01-01T00:00:00Z'),
      createdBy: 'asha',
    });
    expect(stored.address).toBe('');
    expect(stored.academicYearStartMonth).toBe(4);
    const unreadable = organizationDocSchema.parse({
      name: 'Odd School',
      createdAt: new Date('2025-01-01T00:00:00Z'),
      createdBy: 'asha',
      academicYearStartMonth: '7',
    });
    expect(unreadable.academicYearStartMonth).toBe(4);
  });
});
