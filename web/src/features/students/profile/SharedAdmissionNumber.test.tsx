import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SharedAdmissionNumber } from './SharedAdmissionNumber';
import { studentFixture } from './student-fixture';

describe('SharedAdmissionNumber', () => {
  it('names and links the other students who hold the number', () => {
    const student = studentFixture({
      admissionNumber: 'ADM/117',
      admissionNumberSharedWith: [
        { id: 'binod', name: 'Binod Rai', studentId: 'NPS-0002' },
        { id: 'chetan', name: 'Chetan Das', studentId: null },
      ],
    });
    render(
      <MemoryRouter>
        <SharedAdmissionNumber student={student} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Admission No. ADM/117 is also given to Binod Rai (NPS-0002), Chetan Das. Give one of them another number.',
    );
    expect(screen.getByRole('link', { name: 'Binod Rai (NPS-0002)' })).toHaveAttribute(
      'href',
      '/student/binod',
    );
  });

  it('says nothing when the number is the student’s alone', () => {
    render(
      <MemoryRouter>
        <SharedAdmissionNumber student={studentFixture({ admissionNumber: 'ADM/117' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
