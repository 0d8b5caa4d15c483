import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CARRIED_EMAIL_KEY } from '../../components/carried-email';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** What the sign-in page's head script keeps when its link is followed before hydration. */
const carry = (email: string) => sessionStorage.setItem(CARRIED_EMAIL_KEY, email);

describe('ForgotPasswordPage', () => {
  afterEach(() => sessionStorage.clear());

  it('is filled with the email the sign-in link carried before hydration, once', async () => {
    carry('ravi@village.test');
    render(
      <MemoryRouter initialEntries={['/forgot-password']}>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    expect(await screen.findByDisplayValue('ravi@village.test')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the email the app passed in the router state over a carried one', async () => {
    carry('old@village.test');
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/forgot-password', state: { email: 'new@village.test' } }]}
      >
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    expect(await screen.findByDisplayValue('new@village.test')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('old@village.test')).not.toBeInTheDocument();
  });
});
