import { act, render, screen } from '@testing-library/react';
import { SCHEMA_MESSAGES } from '@village/model/schema';
import { admissionNumberInUseText, STUDENT_MESSAGES } from '@village/model/student';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { activateLanguage } from '../i18n/store';
import { useValidationText } from './use-validation-text';

function Messages({ english }: { english: string[] }) {
  const validationText = useValidationText();
  return (
    <ul>
      {english.map((text) => (
        <li key={text}>{validationText(text)}</li>
      ))}
    </ul>
  );
}

const messages = [
  STUDENT_MESSAGES.nameRequired,
  SCHEMA_MESSAGES.atMost.replace('{max}', '100'),
  admissionNumberInUseText('ADM/7', { name: 'Aarav Kumar', studentId: 'NPS-0042' }),
  'A message nobody knows',
];

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('useValidationText', () => {
  it('gives the model’s English as it is', () => {
    render(<Messages english={messages} />);
    for (const text of messages) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says the model’s messages in Hindi, with the values they were filled with', async () => {
    render(
      <I18nProvider>
        <Suspense fallback={null}>
          <Messages english={messages} />
        </Suspense>
      </I18nProvider>,
    );
    await act(() => activateLanguage('hi'));
    expect(await screen.findByText('पूरा नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ज़्यादा से ज़्यादा 100 वर्ण')).toBeInTheDocument();
    expect(
      screen.getByText('प्रवेश संख्या ADM/7 पहले से Aarav Kumar (NPS-0042) के नाम है'),
    ).toBeInTheDocument();
    expect(screen.getByText('A message nobody knows')).toBeInTheDocument();
  });
});

describe('the validation texts', () => {
  it('name roles by their labels, never by their codes, in either language', async () => {
    const { hi } = await import('./messages.hi');
    const { ORGANIZATION_MESSAGES } = await import('@village/model/organization');
    for (const [key, text] of Object.entries({ ...ORGANIZATION_MESSAGES, ...hi }))
      expect(JSON.stringify(text), key).not.toMatch(/super_admin|org_user|end_user/);
  });
});
