import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentFieldConflict } from '@village/model/student-edit';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { activateLanguage } from '../../lib/i18n/store';
import { StudentRecord } from './components/StudentRecord';
import { EditConflictDialog } from './form/EditConflictDialog';
import { loadStudentDatePicker } from './form/StudentDateField';
import { StudentForm } from './form/StudentForm';
import { studentFixture } from './profile/student-fixture';
import { StudentProfileView } from './profile/StudentProfileView';
import { renderInHindi as renderShellInHindi } from '../../lib/i18n/testing/render-in-hindi';

// The student record screens drawn in Hindi: each book's Hindi, the model's messages said in Hindi,
// and stored values (levels, genders, dates) in Hindi words while the values stay as stored.

vi.mock('./components/LocationPickerDialog', () => ({ LocationPickerDialog: () => null }));

const renderInHindi = (ui: ReactNode) =>
  renderShellInHindi(
    <MemoryRouter>
      <ToastProvider>{ui}</ToastProvider>
    </MemoryRouter>,
  );

/** The value shown for a label of the profile's description lists. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the student record screens in Hindi', { timeout: 60_000 }, () => {
  it('show the profile in Hindi words, with dates, level and gender in Hindi', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T08:00:00Z'));
    await renderInHindi(
      <StudentProfileView
        student={studentFixture({ location: null })}
        role="super_admin"
        onGraduate={() => {}}
        onDelete={() => {}}
        showAadhaar={() => Promise.resolve(null)}
      />,
    );
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 2, name: 'व्यक्तिगत जानकारी' })).toBeVisible();
    expect(valueOf('जन्म तिथि')).toHaveTextContent('15 मार्च 2012');
    expect(valueOf('आयु')).toHaveTextContent('13 वर्ष');
    expect(valueOf('लिंग')).toHaveTextContent('पुरुष');
    expect(valueOf('शिक्षा स्तर')).toHaveTextContent('कक्षा 7');
    expect(valueOf('पाठ्यक्रम')).toHaveTextContent('दर्ज नहीं');
    expect(document.querySelector('[data-category="secondary"]')).toHaveTextContent('कक्षा 7');
    expect(screen.getByText(/विद्यार्थी आईडी:/)).toHaveTextContent('विद्यार्थी आईडी: NPS-0042');
    expect(screen.getByRole('link', { name: 'इस विद्यार्थी का रिकॉर्ड बदलें' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aarav Kumar Sharma को हटाएँ?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });

  it('say why a record cannot be shown, with the id in the sentence', async () => {
    await renderInHindi(
      <StudentRecord
        state={{ status: 'ready', data: null, fromCache: false }}
        studentId="x-9"
        action="open"
      >
        {() => null}
      </StudentRecord>,
    );
    expect(await screen.findByRole('heading', { name: 'विद्यार्थी नहीं मिला' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'इस संगठन में x-9 आईडी वाला कोई विद्यार्थी नहीं है।',
    );
    expect(screen.getByRole('link', { name: 'विद्यार्थी सूची पर वापस जाएँ' })).toBeVisible();
  });

  it('show both values of a conflict in Hindi words', async () => {
    const conflicts: StudentFieldConflict[] = [
      { field: 'gender', label: 'Gender', base: null, theirs: 'female', yours: 'male' },
      {
        field: 'dateOfBirth',
        label: 'Date of Birth',
        base: null,
        theirs: null,
        yours: '2016-09-02',
      },
    ];
    await renderInHindi(
      <EditConflictDialog
        open
        conflicts={conflicts}
        hasOtherChanges
        comparedWithDeviceCopy={false}
        onKeepMine={() => {}}
        onKeepTheirs={() => {}}
        onBack={() => {}}
      />,
    );
    const gender = await screen.findByRole('region', { name: 'लिंग' });
    expect(gender).toHaveTextContent('उनका (अभी सहेजा गया)महिला');
    expect(gender).toHaveTextContent('आपकापुरुष');
    const birth = screen.getByRole('region', { name: 'जन्म तिथि' });
    expect(birth).toHaveTextContent('दर्ज नहीं');
    expect(birth).toHaveTextContent('2 सितंबर 2016');
    expect(screen.getByText(/ये जानकारियाँ कहीं और बदलकर सहेजी गईं/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'मेरे बदलाव रखें' })).toBeVisible();
  });

  it('label the form in Hindi and say the model’s messages in Hindi, then in English', async () => {
    await renderInHindi(
      <StudentForm
        mode="edit"
        initialValues={{ dateOfBirth: '2012-11-25', parentContact: '12345' }}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    // The light date field, before the calendar has loaded.
    expect(await screen.findByRole('textbox', { name: 'जन्म तिथि' })).toHaveValue('25 नवंबर 2012');
    expect(screen.getByRole('combobox', { name: /शिक्षा स्तर/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'विद्यार्थी का रिकॉर्ड अपडेट करें' }));
    expect(await screen.findByText('जानकारी अधूरी है')).toBeInTheDocument();
    expect(screen.getByText('पूरा नाम ज़रूरी है')).toBeInTheDocument();
    expect(
      screen.getByText('10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे +91 98765 43210'),
    ).toBeInTheDocument();
    // A switch of language redraws the messages shown.
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
  });

  it('give the calendar Hindi month names and texts', async () => {
    await loadStudentDatePicker();
    await renderInHindi(
      <StudentForm
        mode="edit"
        initialValues={{ dateOfBirth: '2012-11-25' }}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const field = await screen.findByRole('group', { name: 'जन्म तिथि' });
    expect(field).toHaveTextContent('25 नवंबर 2012');
    await userEvent.click(screen.getAllByRole('button', { name: /तारीख चुनें/ })[0]!);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('नवंबर 2012')).toBeVisible();
    expect(within(calendar).getByRole('button', { name: 'अगला महीना' })).toBeVisible();
  });
});
