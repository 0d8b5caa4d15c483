import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlySubmitScript, markHydrated, useEarlySubmit } from './early-submit';
import { OutlinedField } from './OutlinedField';

function Form({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const formRef = useEarlySubmit();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSend(email);
  }
  return (
    <form ref={formRef} onSubmit={onSubmit}>
      <OutlinedField
        label="Email"
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a prerendered form sent before hydration', () => {
  const container = document.createElement('div');
  beforeAll(() => {
    // What the head script of a prerendered page does, before anything else runs.
    new Function(earlySubmitScript())();
  });
  afterEach(() => {
    container.remove();
    delete window.__villageHydrated;
  });

  it('is held, then sent once hydrated with what was typed', async () => {
    container.innerHTML = renderToString(<Form onSend={() => undefined} />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@village.test';
    const native = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(native);
    // The browser would have sent it as a GET with the fields in the address.
    expect(native.defaultPrevented).toBe(true);

    const sent: string[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Form onSend={(email) => sent.push(email)} />),
    );
    act(markHydrated);
    expect(sent).toEqual(['early@village.test']);
    act(() => root.unmount());
  });

  it('is not held once hydrated, and nothing is sent again', async () => {
    container.innerHTML = renderToString(<Form onSend={() => undefined} />);
    document.body.append(container);
    const sent: string[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Form onSend={(email) => sent.push(email)} />),
    );
    act(markHydrated);
    expect(sent).toEqual([]);
    act(() => container.querySelector('button')!.click());
    expect(sent).toEqual(['']);
    act(() => root.unmount());
  });
});
