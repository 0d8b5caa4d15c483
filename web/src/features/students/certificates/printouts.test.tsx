import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../../lib/i18n/store';
import { studentFixture } from '../profile/student-fixture';
import { StudentProfileView } from '../profile/StudentProfileView';
import { BonafideCertificate } from './BonafideCertificate';
import { IdCards } from './IdCards';
import { PrintablePage } from './PrintablePage';
import { PrintPage } from './PrintPage';
import { RegisterList } from './RegisterList';

const ORGANIZATION = {
  id: 'org-1',
  name: 'Rampur Government School',
  address: 'Main Road, Rampur\nDistrict Sitapur, Uttar Pradesh 261001',
} as Organization;

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => activateLanguage('en'));
});

function renderIn(ui: ReactNode) {
  return render(
    <I18nProvider>
      <Suspense fallback={<p>loading</p>}>
        <MemoryRouter>{ui}</MemoryRouter>
      </Suspense>
    </I18nProvider>,
  );
}

function renderBonafide(student: Student, organization: Organization = ORGANIZATION) {
  return renderIn(
    <PrintablePage back="/student/stu-1">
      {(t, language) => (
        <BonafideCertificate
          student={student}
          organizationName={organization.name}
          organizationAddress={organization.address}
          academicYear="2026-27"
          issuedOn="2026-11-28"
          t={t}
          language={language}
        />
      )}
    </PrintablePage>,
  );
}

const priya = studentFixture({
  name: 'Priya Verma',
  gender: 'female',
  parentName: 'Suresh Verma',
  educationLevel: '7th Standard',
  section: 'A',
  dateOfBirth: '2013-08-15',
  admissionNumber: 'ADM/2019/12',
});

describe('the bonafide certificate', () => {
  it('prints the letterhead, the sentence, the records, the date, place and signature', async () => {
    renderBonafide(priya);
    const paper = (await screen.findByRole('article')) as HTMLElement;
    expect(within(paper).getByText('Rampur Government School')).toBeVisible();
    expect(within(paper).getByTestId('organization-address')).toHaveTextContent(
      'Main Road, Rampur District Sitapur, Uttar Pradesh 261001',
    );
    expect(within(paper).getByRole('heading', { name: 'Bonafide Certificate' })).toBeVisible();
    expect(paper).toHaveTextContent(
      'This is to certify that Priya Verma, daughter of Suresh Verma, is a bonafide student of this institution, studying in Class 7-A in the academic year 2026-27.',
    );
    expect(paper).toHaveTextContent('Date of birth as per our records: 15 August 2013');
    expect(paper).toHaveTextContent('Admission No.: ADM/2019/12');
    expect(paper).toHaveTextContent('Date: 28 November 2026');
    expect(paper).toHaveTextContent('Place:');
    expect(paper).toHaveTextContent('Principal / Head of the Institution');
  });

  it('leaves out the address, birth date and admission number when not recorded', async () => {
    renderBonafide(
      { ...priya, dateOfBirth: null, admissionNumber: '', parentName: '' },
      {
        ...ORGANIZATION,
        address: '',
      },
    );
    const paper = (await screen.findByRole('article')) as HTMLElement;
    expect(within(paper).queryByTestId('organization-address')).toBeNull();
    expect(paper).not.toHaveTextContent('Date of birth');
    expect(paper).not.toHaveTextContent('Admission No.');
    expect(paper).toHaveTextContent(
      'This is to certify that Priya Verma is a bonafide student of this institution',
    );
  });

  it('prints in Hindi when chosen, the toolbar staying in the app’s language', async () => {
    const user = userEvent.setup();
    renderBonafide(priya);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    const paper = (await screen.findByRole('heading', { name: 'बोनाफाइड प्रमाण पत्र' })).closest(
      'article',
    )!;
    expect(paper).toHaveTextContent('Priya Verma, पुत्री Suresh Verma');
    expect(paper).toHaveTextContent('कक्षा 7-A');
    expect(paper).toHaveTextContent('हमारे अभिलेखों के अनुसार जन्म तिथि: 15 अगस्त 2013');
    expect(paper).toHaveTextContent('प्रधानाचार्य / संस्था प्रमुख');
    expect(paper.closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('starts in the app’s language: Hindi for a Hindi reader', async () => {
    await act(() => activateLanguage('hi'));
    renderBonafide(priya);
    expect(await screen.findByRole('heading', { name: 'बोनाफाइड प्रमाण पत्र' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeVisible();
  });

  it('Print opens the browser’s print dialog', async () => {
    // The test DOM has no print dialog: a stand-in records the call.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderBonafide(priya);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('is opened from the profile of an active student', () => {
    const view = (student: Student) => (
      <MemoryRouter>
        <StudentProfileView
          student={student}
          role="org_user"
          onGraduate={() => undefined}
          onDelete={() => undefined}
          showAadhaar={() => Promise.resolve(null)}
        />
      </MemoryRouter>
    );
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const { rerender } = render(view(priya));
    expect(screen.getByRole('link', { name: 'Bonafide certificate' })).toHaveAttribute(
      'href',
      '/student/stu-1/bonafide',
    );
    rerender(view({ ...priya, status: 'graduated' }));
    expect(screen.queryByRole('link', { name: 'Bonafide certificate' })).toBeNull();
    vi.unstubAllEnvs();
  });
});

const CLASS = { educationLevel: '7th Standard', section: 'A' } as const;

function classStudents(count: number, extra: (index: number) => Partial<Student> = () => ({})) {
  return Array.from({ length: count }, (_, index) =>
    studentFixture({
      id: `s-${index}`,
      name: `Student ${String(count - index).padStart(2, '0')}`,
      admissionNumber: `A${index}`,
      ...extra(index),
    }),
  );
}

function renderClass(which: 'register' | 'cards', students: Student[]) {
  return renderIn(
    <PrintablePage back="/print">
      {(t, language) => {
        const content = {
          schoolClass: CLASS,
          students,
          organization: ORGANIZATION,
          academicYear: '2026-27',
          t,
          language,
        };
        return which === 'register' ? <RegisterList {...content} /> : <IdCards {...content} />;
      }}
    </PrintablePage>,
  );
}

describe('the class register list', () => {
  it('lists the class by name under a header that repeats on each page', async () => {
    renderClass('register', classStudents(3));
    expect(await screen.findByRole('heading', { name: 'Class Register' })).toBeVisible();
    expect(screen.getByText('Class 7-A, academic year 2026-27')).toBeVisible();
    expect(screen.getByText('3 students')).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'S. No.',
      'Admission No.',
      'Name',
      'Gender',
      'Date of Birth',
      'Parent / Guardian',
      'Mobile',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Student 01',
      'Student 02',
      'Student 03',
    ]);
    expect(rows[0]).toHaveTextContent('15 March 2012');
    expect(rows[0]).toHaveTextContent('+91 98765 43210');
    expect(rows[0]).toHaveTextContent('Rajesh Sharma');
  });

  it('has a roll number column when the class has roll numbers', async () => {
    renderClass(
      'register',
      classStudents(2, (index) => (index === 0 ? { enrolment: { rollNumber: '17' } } : {})),
    );
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('Roll No.');
    expect(screen.getByRole('cell', { name: '17' })).toBeVisible();
  });

  it('is in Hindi when chosen', async () => {
    const user = userEvent.setup();
    renderClass(
      'register',
      classStudents(1, () => ({ gender: 'female' })),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'कक्षा रजिस्टर' })).toBeVisible();
    expect(screen.getByText('कक्षा 7-A, शैक्षणिक सत्र 2026-27')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'अभिभावक' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'महिला' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '15 मार्च 2012' })).toBeVisible();
  });

  it('says so when nobody is on the roll', async () => {
    renderClass('register', []);
    expect(await screen.findByText('No student is on the roll of this class.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the ID cards', () => {
  it('puts eight cards on a sheet, each with the student, the class and the year', async () => {
    renderClass('cards', classStudents(20));
    await screen.findAllByTestId('id-card');
    const sheets = screen.getAllByTestId('id-card-sheet');
    expect(sheets.map((sheet) => within(sheet).getAllByTestId('id-card').length)).toEqual([
      8, 8, 4,
    ]);
    const first = screen.getAllByTestId('id-card')[0]!;
    expect(first).toHaveTextContent('Rampur Government School');
    expect(first).toHaveTextContent('Student Identity Card · Session 2026-27');
    expect(first).toHaveTextContent('Student 01');
    expect(first).toHaveTextContent('Class: Class 7-A');
    expect(first).toHaveTextContent('Guardian: Rajesh Sharma');
    expect(first).toHaveTextContent('Mobile: +91 98765 43210');
    expect(within(first).getByText('Photo')).toBeVisible();
  });

  it('leaves out what is not recorded', async () => {
    renderClass(
      'cards',
      classStudents(1, () => ({ admissionNumber: '', parentName: '', parentContact: '' })),
    );
    const card = await screen.findByTestId('id-card');
    expect(card).not.toHaveTextContent('Adm. No.');
    expect(card).not.toHaveTextContent('Guardian');
    expect(card).not.toHaveTextContent('Mobile');
  });
});

describe('the Print page', () => {
  it('opens the register list or the ID cards of the class chosen', async () => {
    const user = userEvent.setup();
    renderIn(<PrintPage />);
    const register = await screen.findByRole('link', { name: 'Class register list' });
    expect(register).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('combobox', { name: /Class/ }));
    await user.click(screen.getByRole('option', { name: '7th Standard' }));
    await user.type(screen.getByRole('textbox', { name: 'Section' }), ' B ');
    await waitFor(() =>
      expect(register).toHaveAttribute('href', '/print/register?level=7th+Standard&section=B'),
    );
    expect(screen.getByRole('link', { name: 'ID cards' })).toHaveAttribute(
      'href',
      '/print/id-cards?level=7th+Standard&section=B',
    );
  });
});
