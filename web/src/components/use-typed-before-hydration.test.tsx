import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { OutlinedField } from './OutlinedField';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function Form({ onState }: { onState: (state: { email: string; agreed: boolean }) => void }) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const agreeRef = useTypedBeforeHydration(agreed, (event) => setAgreed(event.target.checked));
  onState({ email, agreed });
  return (
    <form>
      <OutlinedField
        label="Email"
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        type="checkbox"
        name="agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        ref={agreeRef}
      />
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  const container = document.createElement('div');
  afterEach(() => container.remove());

  it('takes into state what was typed and ticked in the prerendered form', async () => {
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    // The user (or the browser's autofill) is quicker than the app's code.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@village.test';
    container.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;

    let state = { email: '', agreed: false };
    const root = await act(async () =>
      hydrateRoot(container, <Form onState={(next) => (state = next)} />),
    );
    expect(state).toEqual({ email: 'early@village.test', agreed: true });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'early@village.test',
    );
    act(() => root.unmount());
  });

  it('changes nothing when nothing was typed', async () => {
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    const states: { email: string; agreed: boolean }[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Form onState={(next) => states.push(next)} />),
    );
    expect(states.every((state) => state.email === '' && !state.agreed)).toBe(true);
    act(() => root.unmount());
  });
});
