import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@village/model/roles';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentProfileView, type StudentProfileViewProps } from './StudentProfileView';
import { studentFixture } from './student-fixture';
import type { Student } from '@village/model/student';

function renderView(
  student: Student = studentFixture(),
  role: Role = 'org_user',
  showAadhaar: () => Promise<string | null> = vi.fn(),
  extra: Partial<StudentProfileViewProps> = {},
) {
  const onGraduate = vi.fn();
  const onDelete = vi.fn();
  render(
    <MemoryRouter>
      <StudentProfileView
        student={student}
        role={role}
        onGraduate={onGraduate}
        onDelete={onDelete}
        showAadhaar={showAadhaar}
        {...extra}
      />
    </MemoryRouter>,
  );
  return { onGraduate, onDelete, user: userEvent.setup() };
}

/** The value shown for a label of the profile's description lists. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

beforeEach(() => {
  // No map key in tests: the profile shows the map's fallback panel (the map has its own tests).
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('StudentProfileView', { timeout: 20_000 }, () => {
  it('shows every field of the record', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Aarav Kumar Sharma' })).toBeVisible();
    expect(screen.getByText('AS')).toBeInTheDocument();
    // The level badge, coloured as a secondary level.
    expect(document.querySelector('[data-category="secondary"]')).toHaveTextContent('7th Standard');
    expect(screen.getByText(/Student ID:/)).toHaveTextContent('Student ID: NPS-0042');
    expect(valueOf('Date of Birth')).toHaveTextContent('15 March 2012');
    expect(valueOf('Age')).toHaveTextContent('13 years');
    expect(valueOf('Gender')).toHaveTextContent('Male');
    expect(valueOf('Education Level')).toHaveTextContent('7th Standard');
    expect(valueOf('Course')).toHaveTextContent('Not recorded');
    expect(valueOf('School / College')).toHaveTextContent('Narela Government Public School');
    expect(valueOf('Enrollment Date')).toHaveTextContent('2 April 2018');
    expect(valueOf('Parent / Guardian Name')).toHaveTextContent('Rajesh Sharma');
    expect(within(valueOf('Contact Number')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(valueOf('Contact Number')).toHaveTextContent('+91 98765 43210');
    expect(valueOf('Occupation')).toHaveTextContent('Farmer');
    // The address keeps its line breaks.
    expect(valueOf('Address').textContent).toBe('House 12, Main Road\nNarela\nDelhi 110040');
    expect(valueOf('Address')).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit-student/stu-1',
    );
    expect(screen.queryByText('Graduated')).not.toBeInTheDocument();
  });

  it('says the ID is being assigned, shows Graduated and no graduate button', () => {
    renderView(studentFixture({ studentId: null, status: 'graduated', course: 'Science' }));
    expect(screen.getByText(/Student ID:/)).toHaveTextContent('Student ID: Assigning ID…');
    expect(screen.getByText('Graduated')).toBeVisible();
    expect(screen.getByText('7th Standard Science')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as graduated' })).toBeNull();
  });

  it('shows Left for a student no longer on the roll', () => {
    renderView(studentFixture({ status: 'left' }));
    expect(screen.getByText('Left')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as graduated' })).toBeNull();
  });

  it('shows the academic years when given, and nothing of them when not', async () => {
    renderView(studentFixture(), 'org_user', vi.fn(), {
      yearHistory: {
        years: [
          {
            year: '2024-25',
            startYear: 2024,
            educationLevel: '6th Standard',
            section: 'B',
            outcome: 'promoted',
            marks: null,
            daysAttended: 201,
            nextLevel: '7th Standard',
          },
        ],
        current: { label: '2025-26', educationLevel: '7th Standard', section: 'B' },
      },
    });
    const timeline = await screen.findByRole('list', { name: 'Academic years' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2025-26 · Class 7-B · current',
      '2024-25 · Class 6-B · Promoted · 201 days attended',
    ]);
  });

  it('hides Delete from an org_user', () => {
    renderView(studentFixture(), 'org_user');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets a super_admin delete after confirming', async () => {
    const { onDelete, user } = renderView(studentFixture(), 'super_admin');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Aarav Kumar Sharma?' });
    expect(dialog).toHaveTextContent(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Until its closing animation ends, the dialog hides the page from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Aarav Kumar Sharma?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('asks before marking as graduated, then calls back', async () => {
    const { onGraduate, user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Mark as graduated' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Aarav Kumar Sharma as graduated?' });
    expect(onGraduate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as graduated' }));
    expect(onGraduate).toHaveBeenCalledTimes(1);
  });

  it('links Get Directions to the location, in a new tab', () => {
    renderView();
    const directions = screen.getByRole('link', { name: 'Get Directions' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=28.8526,77.0929',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    // Without a map key, the location panel still gives the coordinates.
    const map = screen.getByRole('region', { name: 'Location of Aarav Kumar Sharma' });
    expect(within(map).getByText(/28\.85260, 77\.09290/)).toBeInTheDocument();
  });

  it('without a location: no directions, and a panel linking to the edit page', () => {
    renderView(studentFixture({ location: null }));
    expect(screen.queryByRole('link', { name: 'Get Directions' })).toBeNull();
    expect(screen.getByText('No location pinned yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit this student' })).toHaveAttribute(
      'href',
      '/edit-student/stu-1',
    );
    expect(screen.queryByRole('region', { name: /Location of/ })).toBeNull();
  });

  it('shows "Not recorded" for empty optional fields', () => {
    renderView(
      studentFixture({
        dateOfBirth: null,
        gender: null,
        parentContact: '',
        enrollmentDate: null,
        address: '',
      }),
    );
    for (const label of ['Date of Birth', 'Age', 'Gender', 'Contact Number', 'Enrollment Date']) {
      expect(valueOf(label)).toHaveTextContent('Not recorded');
    }
  });

  it('shows the section and admission number when the record has them, and only then', () => {
    renderView(studentFixture({ section: 'B', admissionNumber: 'ADM2019/12' }));
    expect(valueOf('Section')).toHaveTextContent('B');
    expect(valueOf('Admission No.')).toHaveTextContent('ADM2019/12');
  });

  it('leaves out a section and admission number the record does not have', () => {
    renderView();
    expect(screen.queryByText('Section', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Admission No.', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe("the profile's More details", () => {
  const AADHAAR = '234567890124';
  const withDetails = () =>
    studentFixture({
      family: { motherName: 'Sunita Sharma', alternateMobile: '+919812345678' },
      identity: { aadhaarLastFour: '0124', aadhaarKind: 'aadhaar', apaarId: '123456789012' },
      social: { socialCategory: 'obc', bpl: false },
      needs: { cwsn: true, impairments: ['blindness', 'lowVision'] },
      otherDetails: { heightCm: 132 },
    });

  it('shows each group with something recorded, in words, and the Aadhaar number masked', () => {
    renderView(withDetails());
    expect(screen.getByRole('heading', { name: 'Family' })).toBeInTheDocument();
    expect(valueOf("Mother's Name")).toHaveTextContent('Sunita Sharma');
    expect(valueOf('Alternate Mobile')).toHaveTextContent('+91 98123 45678');
    expect(valueOf('Social Category')).toHaveTextContent('OBC');
    expect(valueOf('BPL')).toHaveTextContent('No');
    expect(valueOf('Impairment types')).toHaveTextContent('Blindness, Low vision');
    expect(valueOf('Height (cm)')).toHaveTextContent('132 cm');
    expect(valueOf('Aadhaar number or enrolment ID')).toHaveTextContent('XXXX XXXX 0124');
    // Nothing recorded of these: no section.
    expect(screen.queryByRole('heading', { name: 'Enrolment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Facilities received this year' })).toBeNull();
    // An org_user cannot Show.
    expect(screen.queryByRole('button', { name: 'Show' })).toBeNull();
  });

  it('says Not recorded when no detail is recorded', () => {
    renderView(studentFixture());
    const section = screen.getByRole('region', { name: 'More details' });
    expect(section).toHaveTextContent('Not recorded');
  });

  it('shows a super_admin the whole number after Show, and says it is recorded', async () => {
    const showAadhaar = vi.fn().mockResolvedValue(AADHAAR);
    const { user } = renderView(withDetails(), 'super_admin', showAadhaar);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(valueOf('Aadhaar number or enrolment ID')).toHaveTextContent('2345 6789 0124'),
    );
    expect(showAadhaar).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Shown to you; this view is recorded in the organization's History.",
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(valueOf('Aadhaar number or enrolment ID')).toHaveTextContent('XXXX XXXX 0124');
  });

  it('keeps the number masked and says so when the Show fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const showAadhaar = vi.fn().mockRejectedValue(new Error('permission-denied'));
    const { user } = renderView(withDetails(), 'super_admin', showAadhaar);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The number could not be shown. Try again.',
    );
    expect(valueOf('Aadhaar number or enrolment ID')).toHaveTextContent('XXXX XXXX 0124');
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });

  it('shows each consent as recorded, and flags an APAAR ID that lacks one', () => {
    const student = studentFixture();
    renderView({ ...student, identity: { apaarId: '123456789012' } }, 'org_user', vi.fn(), {
      consent: {
        apaar: {
          givenBy: 'Sunita Sharma',
          relation: 'mother',
          givenOn: '2025-01-10',
          withdrawnOn: '2025-03-02',
        },
        photos: { givenBy: 'Rajesh Sharma', relation: 'father', givenOn: '2025-01-10' },
      },
    });
    expect(screen.getByRole('heading', { name: 'Consent' })).toBeVisible();
    expect(valueOf('Creating an APAAR ID')).toHaveTextContent(
      'Given by Sunita Sharma (Mother) on 10 January 2025Withdrawn on 2 March 2025',
    );
    expect(valueOf('Photos of the child')).toHaveTextContent(
      'Given by Rajesh Sharma (Father) on 10 January 2025',
    );
    expect(valueOf('Sharing details outside the school')).toHaveTextContent('Not recorded');
    expect(screen.getByTestId('consent-missing')).toHaveTextContent(
      "This APAAR ID has no parent's consent in force.",
    );
  });

  it('does not flag an APAAR ID with its consent in force, nor before the consents are read', () => {
    const student = { ...studentFixture(), identity: { apaarId: '123456789012' } };
    renderView(student, 'org_user', vi.fn(), { consent: null });
    expect(screen.queryByTestId('consent-missing')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Consent' })).toBeNull();
  });

  it("offers a super_admin, and only a super_admin, the child's data", () => {
    const download = vi.fn();
    renderView(studentFixture(), 'org_user', vi.fn(), { downloadChildData: download });
    expect(screen.queryByRole('button', { name: "Download this child's data" })).toBeNull();
  });

  it("gives a super_admin the child's data as a file", async () => {
    const download = vi.fn(() => Promise.resolve({ fileName: 'a.json', text: '{}' }));
    const { user } = renderView(studentFixture(), 'super_admin', vi.fn(), {
      downloadChildData: download,
    });
    await user.click(screen.getByRole('button', { name: "Download this child's data" }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  });
});
