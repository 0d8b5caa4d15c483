import { describe, expect, it } from 'vitest';
import { auditSentence, type AuditEntry } from './audit';

const asha = { uid: 'a', name: 'Asha Verma', email: 'asha@example.in' };
const ravi = { uid: 'r', name: 'Ravi Kumar', email: 'ravi@example.in' };
const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  action: 'invited',
  actor: asha,
  target: ravi,
  fromRole: null,
  toRole: null,
  at: new Date(),
  ...patch,
});

describe('auditSentence', () => {
  it('says who did what to whom, with the roles', () => {
    expect(auditSentence(entry({ action: 'invited', toRole: 'org_user' }))).toBe(
      'Asha Verma invited ravi@example.in as Organization User',
    );
    expect(auditSentence(entry({ action: 'revoked' }))).toBe(
      'Asha Verma revoked the invitation of ravi@example.in',
    );
    expect(auditSentence(entry({ action: 'joined', actor: ravi, toRole: 'end_user' }))).toBe(
      'Ravi Kumar joined as End User',
    );
    expect(
      auditSentence(entry({ action: 'role_changed', fromRole: 'org_user', toRole: 'end_user' })),
    ).toBe("Asha Verma changed Ravi Kumar's role from Organization User to End User");
    expect(auditSentence(entry({ action: 'promoted', fromRole: 'org_user' }))).toBe(
      'Asha Verma made Ravi Kumar a Super Admin (was Organization User)',
    );
    expect(auditSentence(entry({ action: 'removed', fromRole: 'end_user' }))).toBe(
      'Asha Verma removed Ravi Kumar (End User)',
    );
    expect(auditSentence(entry({ action: 'left', actor: ravi, fromRole: 'org_user' }))).toBe(
      'Ravi Kumar left the organization (Organization User)',
    );
  });

  it("says who read which student's Aadhaar number whole, and why", () => {
    const student = { uid: null, name: 'Ravi Kumar', email: '' };
    expect(auditSentence(entry({ action: 'identity_shown', target: student }))).toBe(
      "Asha Verma viewed Ravi Kumar's Aadhaar number",
    );
    expect(auditSentence(entry({ action: 'identity_exported', target: student }))).toBe(
      "Asha Verma downloaded Ravi Kumar's data, with the Aadhaar number",
    );
  });

  it("counts a UDISE+ return's numbers, naming no student", () => {
    const school = { uid: null, name: 'Narela Government School', email: '' };
    const exported = (count: number) =>
      auditSentence(entry({ action: 'identity_return_exported', target: school, count }));
    expect(exported(1)).toBe('Asha Verma exported the UDISE+ return with 1 Aadhaar number');
    expect(exported(312)).toBe('Asha Verma exported the UDISE+ return with 312 Aadhaar numbers');
  });

  it('names a person without a name by their email', () => {
    expect(
      auditSentence(entry({ action: 'removed', target: { uid: 'x', name: '', email: 'x@y.in' } })),
    ).toBe('Asha Verma removed x@y.in (a member)');
  });
});
