import type * as FirebaseAuth from 'firebase/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPage } from './SignUpPage';

// Only the popup is replaced: it needs Google's servers, which no test here can reach. Every
// other Auth call in these tests is the real SDK, and none of them is reached by these cases.
const { signInWithPopup, createUserWithEmailAndPassword } = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithPopup,
  createUserWithEmailAndPassword,
}));

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <SignUpPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  confirm: string,
  password = 'secret12',
) {
  await user.type(screen.getByLabelText(/Full Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
}

describe('SignUpPage', () => {
  beforeEach(() => {
    signInWithPopup.mockReset();
    createUserWithEmailAndPassword.mockReset();
  });

  it('keeps Create Account disabled until the terms are ticked', async () => {
    const user = renderPage();
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(create).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it("says Passwords don't match! and creates no account", async () => {
    const user = renderPage();
    await fill(user, 'other12');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match!")).toBeInTheDocument();
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('states the password rule under the field, and holds a weak password back', async () => {
    const user = renderPage();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, with a letter and a digit.',
    );
    await fill(user, 'village', 'village');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a password of at least 8 characters, with a letter and a digit.',
    );
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows and hides each password on its own', async () => {
    const user = renderPage();
    const password = screen.getByLabelText(/^Password/);
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('the Google button starts the Google provider flow', async () => {
    signInWithPopup.mockRejectedValue(
      Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
    );
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    // After the popup's resolver has loaded.
    await waitFor(() => expect(signInWithPopup).toHaveBeenCalledTimes(1));
    const [, provider, resolver] = signInWithPopup.mock.calls[0]!;
    expect(provider).toMatchObject({ providerId: 'google.com' });
    expect(resolver).toBeDefined();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in was closed before it finished.',
    );
  });

  it('says Google sign-in needs a connection, not an error code, when offline', async () => {
    signInWithPopup.mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }),
    );
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in needs an internet connection.',
    );
  });
});
