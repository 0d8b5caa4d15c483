import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '../api/audit-log';
import { HistoryTab } from './HistoryTab';

const asha = { uid: 'asha', name: 'Asha Verma', email: 'asha@school.test' };
const ravi = { uid: null, name: 'Ravi Kumar', email: '' };
const entry = (id: string, action: AuditRow['action']): AuditRow => ({
  id,
  action,
  actor: asha,
  target: ravi,
  fromRole: null,
  toRole: null,
  at: new Date('2025-05-27T10:00:00Z'),
});

const early: AuditRow = {
  ...entry('e3', 'progression_early'),
  target: { uid: null, name: 'Class 7-A, 2026-27', email: '' },
  reason: 'Board results came early this year.',
};

const udiseReturn = (id: string, count: number): AuditRow => ({
  ...entry(id, 'identity_return_exported'),
  target: { uid: null, name: 'Narela Government School', email: '' },
  count,
});

// The log as its listener gives it: the Shows of a student's Aadhaar number among people changes,
// UDISE+ returns with their numbers, and a year end applied before its last quarter.
vi.mock('../api/audit-log', () => ({
  useAuditLog: () => ({
    status: 'ready',
    data: {
      rows: [
        udiseReturn('e5', 312),
        udiseReturn('e4', 1),
        early,
        entry('e2', 'identity_exported'),
        entry('e1', 'identity_shown'),
      ],
    },
  }),
}));

describe('HistoryTab', () => {
  it("says who viewed or exported which student's Aadhaar number", () => {
    render(<HistoryTab orgId="org" />);
    expect(screen.getByText("Asha Verma viewed Ravi Kumar's Aadhaar number")).toBeInTheDocument();
    expect(
      screen.getByText("Asha Verma downloaded Ravi Kumar's data, with the Aadhaar number"),
    ).toBeInTheDocument();
  });

  it("says who exported a UDISE+ return with students' Aadhaar numbers, and how many", () => {
    render(<HistoryTab orgId="org" />);
    expect(
      screen.getByText('Asha Verma exported the UDISE+ return with 312 Aadhaar numbers'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Asha Verma exported the UDISE+ return with 1 Aadhaar number'),
    ).toBeInTheDocument();
  });

  it('says who applied a year end before its last quarter, and why', () => {
    render(<HistoryTab orgId="org" />);
    expect(
      screen.getByText(
        'Asha Verma applied the year end of Class 7-A, 2026-27 before its last quarter: “Board results came early this year.”',
      ),
    ).toBeInTheDocument();
  });
});
