import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IssueTransferCertificateResult } from '@village/model/school-year-callables';
import {
  QUALIFIED_FOR_PROMOTION,
  QUALIFIED_FOR_PROMOTION_LABELS,
  transferCertificateNumberText,
  type TransferCertificateRecord,
} from '@village/model/certificates';
import { todayIso } from '@village/model/dates';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function renderScreen(
  student: Student,
  issue: (details: unknown) => Promise<IssueTransferCertificateResult>,
) {
  render(
    <I18nProvider>
      <Suspense fallback={<p>loading</p>}>
        <MemoryRouter>
          <TransferCertificateScreen student={student} organization={ORGANIZATION} issue={issue} />
        </MemoryRouter>
      </Suspense>
    </I18nProvider>,
  );
  return userEvent.setup();
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

  it('give every row state boards print, blank where nothing is recorded', () => {
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

    expect(issue).toHaveBeenCalledWith({
      leavingDate: todayIso(),
      reasonForLeaving: "Parent's transfer",
      conduct: 'Good',
      qualifiedForPromotion: 'notApplicable',
    });
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
    expect(issue).toHaveBeenCalledWith({
      leavingDate: '2026-11-15',
      reasonForLeaving: "Parent's transfer",
      conduct: 'Good',
      qualifiedForPromotion: 'yes',
    });
    expect(await screen.findByTestId('duplicate-mark')).toHaveTextContent('DUPLICATE');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'स्थानांतरण प्रमाण पत्र' })).toBeVisible();
    expect(screen.getByTestId('duplicate-mark')).toHaveTextContent('डुप्लीकेट');
    expect(screen.getByText('टीसी संख्या 17')).toBeVisible();
  });
});
