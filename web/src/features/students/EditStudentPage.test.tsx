import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { studentInputOf, type Student } from '@village/model/student';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import type { DataState } from '../../lib/data/state';
import type { SaveResult } from './api/write-student';
import { EditStudentPage } from './EditStudentPage';
import { studentFixture } from './profile/student-fixture';

// The edit page with its Firestore read and write stood in for: the record is "live" (a test
// changes it as another person's save would), and the write records what the page asked for.
const mocks = vi.hoisted(() => {
  let state: DataState<Student | null> = { status: 'loading' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: DataState<Student | null>) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateStudent: vi.fn(),
  };
});

vi.mock('./api/use-student', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useStudent: () => useSyncExternalStore(mocks.subscribe, mocks.get) };
});
vi.mock('./api/write-student', () => ({ updateStudent: mocks.updateStudent }));
// The consents are read by their own hook; this student has none recorded.
vi.mock('./api/consent', () => ({
  useStudentConsent: () => ({ status: 'ready', data: {}, fromCache: false }),
}));
vi.mock('../../lib/session/current-organization', () => ({
  useCurrentOrganization: () => ({ orgId: 'org-1' }),
}));
vi.mock('../../lib/session/auth-state', () => ({
  useSignedInUser: () => ({ uid: 'uid-asha' }) as User,
}));

const OPENED = studentFixture();

const ready = (student: Student, fromCache = false): DataState<Student | null> => ({
  status: 'ready',
  data: student,
  fromCache,
});

/** Another person's save arriving in the live record. */
const savedElsewhere = (changes: Partial<Student>, fromCache = false) =>
  act(() => mocks.set(ready({ ...OPENED, ...changes }, fromCache)));

function renderPage() {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[`/edit-student/${OPENED.id}`]}>
        <Routes>
          <Route path="/edit-student/:studentId" element={<EditStudentPage />} />
          <Route path="*" element={<p>Directory</p>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.paste(value);
}

beforeEach(() => {
  mocks.set(ready(OPENED));
  mocks.updateStudent.mockReset();
  mocks.updateStudent.mockReturnValue({
    id: OPENED.id,
    written: true,
    offline: false,
    synced: Promise.resolve(),
  } satisfies SaveResult);
});

// Generous timeouts: the CI machine has two busy cores and the form (date pickers) is heavy.
describe('EditStudentPage', { timeout: 60_000 }, () => {
  it('saves from the record as the form opened, and says when it changed elsewhere', async () => {
    const user = renderPage();
    await retype(user, /^Parent Occupation/, 'Teacher');
    savedElsewhere({ school: 'Narela Model School' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "This student's record was changed elsewhere after you opened this form.",
    );

    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Directory')).toBeVisible();
    expect(mocks.updateStudent).toHaveBeenCalledTimes(1);
    const [orgId, , studentId, edit] = mocks.updateStudent.mock.calls[0]!;
    expect([orgId, studentId]).toEqual(['org-1', OPENED.id]);
    expect(edit.base).toEqual(studentInputOf(OPENED));
    expect(edit.current.school).toBe('Narela Model School');
    // The form still shows the school it opened with; the plan keeps the other change.
    expect(edit.draft).toMatchObject({ parentOccupation: 'Teacher', school: OPENED.school });
  });

  it('shows both values of a field changed here and elsewhere; Keep theirs saves the rest', async () => {
    const user = renderPage();
    savedElsewhere({ parentName: 'Rajesh Kumar Sharma' }, true);
    await retype(user, /^Parent\/Guardian Name/, 'Rajesh S. Sharma');
    await retype(user, /^Parent Occupation/, 'Teacher');
    await user.click(screen.getByRole('button', { name: 'Update Student' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed while you were editing' });
    const field = within(dialog).getByRole('region', { name: 'Parent/Guardian Name' });
    expect(field).toHaveTextContent('Theirs (saved now)Rajesh Kumar Sharma');
    expect(field).toHaveTextContent('YoursRajesh S. Sharma');
    expect(dialog).toHaveTextContent('copy saved on this device');
    expect(mocks.updateStudent).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    expect(await screen.findByText('Directory')).toBeVisible();
    const [, , , edit] = mocks.updateStudent.mock.calls[0]!;
    expect(edit.draft).toMatchObject({
      parentName: 'Rajesh Kumar Sharma',
      parentOccupation: 'Teacher',
    });
  });

  it('Back to the form writes nothing; Keep my changes then writes the form as typed', async () => {
    const user = renderPage();
    savedElsewhere({ parentName: 'Rajesh Kumar Sharma' });
    await retype(user, /^Parent\/Guardian Name/, 'Rajesh S. Sharma');
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveTextContent('copy saved on this device');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Parent\/Guardian Name/ })).toHaveValue(
      'Rajesh S. Sharma',
    );
    expect(mocks.updateStudent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my changes' }));
    expect(await screen.findByText('Directory')).toBeVisible();
    const [, , , edit] = mocks.updateStudent.mock.calls[0]!;
    expect(edit.draft).toMatchObject({ parentName: 'Rajesh S. Sharma' });
  });
});
