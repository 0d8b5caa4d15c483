import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IssueTransferCertificateResult } from '@village/model/school-year-callables';
import {
  ISSUE_KEY,
  QUALIFIED_FOR_PROMOTION,
  QUALIFIED_FOR_PROMOTION_LABELS,
  transferCertificateNumberText,
  type TransferCertificateRecord,
  type TransferCertificateSnapshot,
} from '@village/model/certificates';
import { todayIso } from '@village/model/dates';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallableError } from '../../../lib/functions';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../../lib/i18n/store';
import { studentFixture } from '../profile/student-fixture';
import { tcNumberText, transferCertificateRows } from './certificate-text';
import { certificateTexts } from './testing';
import { TransferCertificateScreen } from './TransferCertificateScreen';

const ORGANIZATION = { id: 'org-1', name: 'Rampur Government School', address: '' } as Organization;

const RECORD: TransferCertificateRecord = {
  number: 17,
  issuedOn: '2026-11-20',
  issuedBy: 'uid-staff',
  copies: 0,
  leavingDate: '2026-11-15',
  reasonForLeaving: "Parent's transfer",
  conduct: 'Good',
  qualifiedForPromotion: 'yes',
};
const { issuedBy: _issuedBy, ...CERTIFICATE } = RECORD;

/** Ravi as the TC recorded him the day it was issued: in 8th-A, named and fathered as then. */
const SNAPSHOT: TransferCertificateSnapshot = {
  admissionNumber: 'R/2019/7',
  name: 'Ravi Kumar',
  guardianName: '',
  fatherName: 'Mohan Kumar',
  motherName: 'Kamla Devi',
  dateOfBirth: '2011-01-26',
  admissionDate: '2019-04-01',
  educationLevel: '8th Standard',
  section: 'A',
  classYear: 2026,
};
const aKey = expect.stringMatching(ISSUE_KEY) as unknown as string;

const ravi = studentFixture({
  name: 'Ravi Kumar',
  gender: 'male',
  parentName: 'Mohan Kumar',
  educationLevel: '9th Standard',
  section: 'B',
  dateOfBirth: '2011-01-26',
  enrollmentDate: '2019-04-01',
  admissionNumber: 'R/2019/7',
});

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function renderScreen(
  student: Student,
  issue: (details: unknown, issueKey: string) => Promise<IssueTransferCertificateResult>,
) {
  const view = render(
    <I18nProvider>
      <Suspense fallback={<p>loading</p>}>
        <MemoryRouter>
          <TransferCertificateScreen student={student} organization={ORGANIZATION} issue={issue} />
        </MemoryRouter>
      </Suspense>
    </I18nProvider>,
  );
  return { ...userEvent.setup(), unmount: view.unmount };
}

describe('the transfer certificate’s texts', () => {
  it('number the TC as the model does in English, and in Hindi', () => {
    expect(tcNumberText(17, 'en', certificateTexts('en'))).toBe(transferCertificateNumberText(17));
    expect(tcNumberText(17, 'hi', certificateTexts('hi'))).toBe('टीसी संख्या 17');
  });

  it('say the promotion choices as the model names them', () => {
    const t = certificateTexts('en');
    for (const option of QUALIFIED_FOR_PROMOTION)
      expect(t(`qualified.${option}`)).toBe(QUALIFIED_FOR_PROMOTION_LABELS[option]);
  });

  it('give every row state boards print, blank where nothing is recorded (a TC without a snapshot: the student now)', () => {
    const rows = transferCertificateRows(
      { ...ravi, enrollmentDate: null },
      CERTIFICATE,
      'en',
      certificateTexts('en'),
    );
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toEqual({
      'Admission No.': 'R/2019/7',
      'Name of the student': 'Ravi Kumar',
      "Father's / Guardian's name": 'Mohan Kumar',
      'Date of birth (as per the admission register)': '26 January 2011',
      'Date of admission': '',
      'Class in which the student last studied': 'Class 9-B',
      'Date of leaving the institution': '15 November 2026',
      'Whether qualified for promotion to a higher class': 'Yes',
      'General conduct': 'Good',
      'Reason for leaving': "Parent's transfer",
      'Date of issue of the certificate': '20 November 2026',
    });
  });

  it('print the student as the TC recorded them, not as edited or promoted since', () => {
    const since = {
      ...ravi,
      name: 'Ravi K. Sharma',
      parentName: 'Suresh Sharma',
      dateOfBirth: '2011-02-27',
      enrollmentDate: '2020-06-01',
      admissionNumber: 'R/2020/1',
      educationLevel: '10th Standard' as const,
      section: 'C',
    };
    const rows = transferCertificateRows(
      since,
      { ...CERTIFICATE, snapshot: SNAPSHOT },
      'en',
      certificateTexts('en'),
    );
    expect(Object.fromEntries(rows.slice(0, 6).map((row) => [row.label, row.value]))).toEqual({
      'Admission No.': 'R/2019/7',
      'Name of the student': 'Ravi Kumar',
      "Father's / Guardian's name": 'Mohan Kumar',
      'Date of birth (as per the admission register)': '26 January 2011',
      'Date of admission': '1 April 2019',
      'Class in which the student last studied': 'Class 8-A',
    });
    // In Hindi too, from the same snapshot.
    const hindi = transferCertificateRows(
      since,
      { ...CERTIFICATE, snapshot: SNAPSHOT },
      'hi',
      certificateTexts('hi'),
    );
    expect(hindi.map((row) => row.value)).toContain('कक्षा 8-A');
    expect(hindi.map((row) => row.value)).toContain('Ravi Kumar');
  });
});

describe('issuing a transfer certificate', () => {
  it('sends the form’s details, then prints the number the server gave', async () => {
    const issue = vi.fn(() => Promise.resolve({ certificate: CERTIFICATE, duplicate: false }));
    const user = renderScreen(ravi, issue);
    await user.type(
      await screen.findByRole('textbox', { name: 'Reason for leaving' }),
      "Parent's transfer",
    );
    await user.type(screen.getByRole('textbox', { name: 'Conduct' }), 'Good');
    await user.click(screen.getByRole('combobox', { name: 'Qualified for promotion' }));
    await user.click(screen.getByRole('option', { name: 'Not applicable' }));
    await user.click(screen.getByRole('button', { name: 'Issue TC' }));

    expect(issue).toHaveBeenCalledWith(
      {
        leavingDate: todayIso(),
        reasonForLeaving: "Parent's transfer",
        conduct: 'Good',
        qualifiedForPromotion: 'notApplicable',
      },
      aKey,
    );
    const paper = (await screen.findByRole('heading', { name: 'Transfer Certificate' })).closest(
      'article',
    )!;
    expect(paper).toHaveTextContent('TC No. 17');
    expect(paper).toHaveTextContent('Name of the student: Ravi Kumar');
    expect(paper).toHaveTextContent('Class in which the student last studied: Class 9-B');
    expect(within(paper as HTMLElement).queryByTestId('duplicate-mark')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('shows the server’s refusal where the user is', async () => {
    const issue = vi.fn(() =>
      Promise.reject(
        new CallableError('permission-denied', 'Only staff may issue a transfer certificate.'),
      ),
    );
    const user = renderScreen(ravi, issue);
    await user.click(await screen.findByRole('button', { name: 'Issue TC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only staff may issue a transfer certificate.',
    );
    expect(screen.getByRole('button', { name: 'Issue TC' })).toBeEnabled();
  });

  it('sends the same key again after a dropped response, even after a reload, until answered', async () => {
    const dropped = () => Promise.reject(new CallableError('unavailable', 'No connection.'));
    const issue =
      vi.fn<(details: unknown, key: string) => Promise<IssueTransferCertificateResult>>(dropped);
    const first = renderScreen(ravi, issue);
    await first.click(await screen.findByRole('button', { name: 'Issue TC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection.');
    await first.click(screen.getByRole('button', { name: 'Issue TC' }));
    // Answered (refused again): the button is back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issue TC' })).toBeEnabled());
    expect(issue).toHaveBeenCalledTimes(2);
    const key = issue.mock.calls[0]![1];
    expect(key).toMatch(ISSUE_KEY);
    expect(issue.mock.calls[1]![1]).toBe(key);

    // The page reloaded: the key kept in the tab is sent once more, and the answer clears it.
    first.unmount();
    issue.mockImplementation(() => Promise.resolve({ certificate: CERTIFICATE, duplicate: false }));
    const again = renderScreen(ravi, issue);
    await again.click(await screen.findByRole('button', { name: 'Issue TC' }));
    await screen.findByRole('heading', { name: 'Transfer Certificate' });
    expect(issue.mock.calls[2]![1]).toBe(key);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a student who has a TC', () => {
  const left = { ...ravi, status: 'left' as const, transferCertificate: RECORD };

  it('shows it and prints a duplicate, marked DUPLICATE, with the stored details', async () => {
    const issue = vi.fn(() =>
      Promise.resolve({ certificate: { ...CERTIFICATE, copies: 1 }, duplicate: true }),
    );
    const user = renderScreen(left, issue);
    expect(
      await screen.findByText(
        'Transfer certificate TC No. 17 was issued to Ravi Kumar on 20 November 2026.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Issue TC' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print a duplicate' }));
    expect(issue).toHaveBeenCalledWith(
      {
        leavingDate: '2026-11-15',
        reasonForLeaving: "Parent's transfer",
        conduct: 'Good',
        qualifiedForPromotion: 'yes',
      },
      aKey,
    );
    expect(await screen.findByTestId('duplicate-mark')).toHaveTextContent('DUPLICATE');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'स्थानांतरण प्रमाण पत्र' })).toBeVisible();
    expect(screen.getByTestId('duplicate-mark')).toHaveTextContent('डुप्लीकेट');
    expect(screen.getByText('टीसी संख्या 17')).toBeVisible();
  });

  it('prints the snapshot the server answers, not the student as edited since', async () => {
    const renamed = { ...left, name: 'Ravi K. Sharma', educationLevel: '10th Standard' as const };
    const issue = vi.fn(() =>
      Promise.resolve({
        certificate: { ...CERTIFICATE, copies: 1, snapshot: SNAPSHOT },
        duplicate: true,
      }),
    );
    const user = renderScreen(renamed, issue);
    await user.click(await screen.findByRole('button', { name: 'Print a duplicate' }));
    const paper = (await screen.findByRole('heading', { name: 'Transfer Certificate' })).closest(
      'article',
    )!;
    expect(paper).toHaveTextContent('Name of the student: Ravi Kumar');
    expect(paper).toHaveTextContent('Class in which the student last studied: Class 8-A');
    expect(paper).not.toHaveTextContent('Ravi K. Sharma');
    expect(paper).not.toHaveTextContent('Class 10');
  });
});
