import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../lib/i18n/store';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

function renderPage(page: React.ReactNode) {
  return render(
    <I18nProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLanguage('en');
});

describe('the account pages in Hindi', () => {
  it('switch the sign-in page to Hindi and back, keeping the choice on the device', async () => {
    const user = userEvent.setup();
    renderPage(<SignInPage />);
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(switcher).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^ईमेल/, { selector: 'input' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' })).toBeRequired();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Google से जारी रखें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('village.language')).toBe('hi');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('say sign-up problems in Hindi', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup();
    renderPage(<SignUpPage />);
    expect(screen.getByRole('heading', { name: 'खाता बनाएँ' })).toBeInTheDocument();
    expect(screen.getByText('कम से कम 8 वर्ण, जिनमें एक अक्षर और एक अंक हो।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेवा की शर्तों' })).toHaveAttribute('href', '/terms');
    await user.type(screen.getByLabelText(/^पूरा नाम/, { selector: 'input' }), 'आशा वर्मा');
    await user.type(screen.getByLabelText(/^ईमेल/, { selector: 'input' }), 'asha@example.in');
    await user.type(screen.getByLabelText(/^पासवर्ड\s*\*/, { selector: 'input' }), 'secret12');
    await user.type(screen.getByLabelText(/^पासवर्ड की पुष्टि/, { selector: 'input' }), 'secret13');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('दोनों पासवर्ड एक जैसे नहीं हैं!');
  });

  it('show the forgot-password page in Hindi', async () => {
    await activateLanguage('hi');
    renderPage(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'अपना पासवर्ड फिर से बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन पर वापस जाएँ' })).toBeInTheDocument();
  });
});
