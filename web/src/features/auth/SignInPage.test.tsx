import type * as FirebaseAuth from 'firebase/auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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
    expect(signInWithPopup.mock.calls[0]?.[1]).toMatchObject({ providerId: 'google.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/blocked the Google sign-in/);
  });
});
