import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Student } from '@village/model/student';
import { udiseExport } from '@village/model/udise-export';
import { NO_UDISE_SETTINGS } from '@village/model/udise-settings';
import { udiseTestStudent } from '@village/model/udise-test-student';
import { UdiseReadiness } from './UdiseReadiness';

const mocks = vi.hoisted(() => ({ students: [] as Student[] }));

vi.mock('./udise-reading', () => ({
  readUdiseReturn: () => {
    const students = new Map(mocks.students.map((student) => [student.id, student]));
    const session = { start: '2026-04-01', end: '2027-03-31' };
    const result = udiseExport(mocks.students, {
      session,
      overrides: { motherTongue: { hindi: 42 } },
    });
    return Promise.resolve({ result, students, settings: NO_UDISE_SETTINGS });
  },
}));

const student = (id: string, name: string, patch: Record<string, unknown> = {}) =>
  udiseTestStudent(id, {
    name,
    educationLevel: '6th Standard',
    dateOfBirth: '2015-06-05',
    section: 'A',
    ...patch,
  });

describe('UdiseReadiness', () => {
  it('reads when asked, then says per class how many are ready and what to put right', async () => {
    mocks.students = [
      student('1', 'Anita Singh'),
      student('2', 'Rekha Yadav', { family: { fatherName: 'Ram Yadav' } }),
    ];
    render(
      <MemoryRouter>
        <UdiseReadiness orgId="org-1" organization={{ academicYearStartMonth: 4 }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the students' }));
    expect(await screen.findByText('Class 6-A: 1 of 2 ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rekha Yadav' })).toHaveAttribute(
      'href',
      '/edit-student/2',
    );
    expect(
      screen.getByText('MOTHER NAME: Missing: the portal needs it (Refuses)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anita Singh' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });
});
