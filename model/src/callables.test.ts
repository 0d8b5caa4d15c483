import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_FEED_SIZE, ACTIVITY_TYPES } from './activity';
import {
  changeMemberRoleInputSchema,
  documentIdSchema,
  inviteMemberInputSchema,
  removeMemberInputSchema,
} from './callables';

describe('callable inputs', () => {
  it('accepts document ids and refuses paths and reserved names', () => {
    expect(documentIdSchema.parse(' gyan-jyoti-academy ')).toBe('gyan-jyoti-academy');
    for (const bad of ['', 'a/b', '.', '..', '__name__', 'x'.repeat(1501)]) {
      expect(documentIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('normalizes the invited email and allows only invitable roles', () => {
    expect(
      inviteMemberInputSchema.parse({
        orgId: 'org',
        email: ' Asha@Example.COM ',
        role: 'org_user',
      }),
    ).toEqual({ orgId: 'org', email: 'asha@example.com', role: 'org_user' });
    expect(
      inviteMemberInputSchema.safeParse({ orgId: 'org', email: 'asha', role: 'org_user' }).success,
    ).toBe(false);
    expect(
      changeMemberRoleInputSchema.safeParse({ orgId: 'org', uid: 'u', role: 'super_admin' })
        .success,
    ).toBe(false);
    expect(removeMemberInputSchema.safeParse({ orgId: 'org' }).success).toBe(false);
  });

  it("takes the invitation email's language, English or Hindi, when the app sends one", () => {
    const invite = { orgId: 'org', email: 'asha@example.com', role: 'org_user' };
    expect(inviteMemberInputSchema.parse({ ...invite, language: 'hi' }).language).toBe('hi');
    expect(inviteMemberInputSchema.safeParse({ ...invite, language: 'fr' }).success).toBe(false);
  });
});

describe('activities', () => {
  it('has the three types of docs/product.md with their texts, the import, a bounded feed', () => {
    expect(ACTIVITY_TYPES).toEqual(['add', 'update', 'graduate', 'import', 'progression']);
    expect(ACTIVITY_ACTIONS.add).toBe('New student added');
    expect(ACTIVITY_FEED_SIZE).toBe(50);
  });
});
