import { act, render, screen } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { Suspense } from 'react';
import { refusalText } from '@village/model/refusals';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { activateLanguage } from '../i18n/store';
import { toCallableError } from './failure-text';
import { useCallableErrorText } from './use-callable-error-text';

function ErrorText({ error }: { error: unknown }) {
  const errorText = useCallableErrorText();
  return <p>{errorText(error)}</p>;
}

const values = { roles: 'super_admin', action: 'removeMembers', org: 'Sunrise School' };
// Made in English: the language of the moment the call failed.
const refused = toCallableError(
  new FunctionsError('permission-denied', `${refusalText('onlyRoles', values)} [403]`, {
    message: 'onlyRoles',
    values,
  }),
);

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('useCallableErrorText', () => {
  it('words an error made in English again after a switch to Hindi', async () => {
    render(
      <I18nProvider>
        <Suspense fallback={null}>
          <ErrorText error={refused} />
        </Suspense>
      </I18nProvider>,
    );
    expect(
      await screen.findByText('Only a Super Admin can remove members in Sunrise School.'),
    ).toBeInTheDocument();
    await act(() => activateLanguage('hi'));
    expect(
      await screen.findByText('Sunrise School में सदस्यों को हटाने का अधिकार केवल सुपर एडमिन को है।'),
    ).toBeInTheDocument();
  });

  it('shows the message of any other error', () => {
    render(<ErrorText error={new Error('Something broke.')} />);
    expect(screen.getByText('Something broke.')).toBeInTheDocument();
  });
});
