import type * as FirebaseAuth from 'firebase/auth';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { noteSignOutNotice } from '../../lib/session/notices';
import { SignInPage } from './SignInPage';

const { signInWithPopup } = vi.hoisted(() => ({ signInWithPopup: vi.fn() }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithPopup,
}));

describe('SignInPage', () => {
  it('has required email and password fields, reset and sign-up links', () => {
    render(
      <MemoryRouter>
        <SignInPage />
      </MemoryRouter>,
    );
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('the Google button opens the Google provider popup', async () => {
    signInWithPopup.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/popup-blocked' }),
    );
    render(
      <MemoryRouter>
        <SignInPage />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    // The popup's resolver is loaded on the click: the refusal shown says the popup was asked for.
    expect(await screen.findByRole('alert')).toHaveTextContent(/blocked the Google sign-in/);
    expect(signInWithPopup.mock.calls[0]?.[1]).toMatchObject({ providerId: 'google.com' });
  });

  it("says once, after signing out, that this device's data could not be removed", () => {
    noteSignOutNotice('device-data-kept');
    const page = (
      <MemoryRouter>
        <SignInPage />
      </MemoryRouter>
    );
    render(page);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Signed out, but this device's saved data could not be removed because the app is open in another tab. Close the other tabs, then press Remove saved data.",
    );
    expect(screen.getByRole('button', { name: 'Remove saved data' })).toBeEnabled();

    cleanup();
    render(page);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
