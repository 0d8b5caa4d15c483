import { afterEach, describe, expect, it } from 'vitest';
import {
  keepTypedBeforeRedraw,
  takeTypedBeforeRedraw,
  wasReplacedByRedraw,
} from './typed-before-redraw';

/** The prerendered HTML of a sign-in form, as the app finds it in #root. */
function htmlForm() {
  const root = document.createElement('div');
  root.innerHTML =
    '<form><input name="email" value=""><input name="password" type="password" value="">' +
    '<input name="remember" type="checkbox"></form>';
  document.body.append(root);
  return root;
}

function type(root: HTMLElement, name: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What React does when the page in the reader's language commits: the HTML goes. */
function redraw(root: HTMLElement) {
  root.replaceChildren(document.createElement('main'));
}

let forget: (() => void) | undefined;
afterEach(() => {
  forget?.();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('keepTypedBeforeRedraw', () => {
  it('keeps what was typed before the app ran and while the new page was drawn', async () => {
    const root = htmlForm();
    root.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'asha@village.test';
    forget = keepTypedBeforeRedraw(root);
    type(root, 'password', 'village123');
    const remember = root.querySelector<HTMLInputElement>('input[name="remember"]')!;
    remember.checked = true;
    remember.dispatchEvent(new Event('change', { bubbles: true }));
    redraw(root);
    // The observer's microtask runs before the new page's effects ask.
    await Promise.resolve();
    expect(takeTypedBeforeRedraw('email')).toBe('asha@village.test');
    expect(takeTypedBeforeRedraw('password')).toBe('village123');
    expect(takeTypedBeforeRedraw('remember')).toBe(true);
    // Handed out once.
    expect(takeTypedBeforeRedraw('email')).toBeUndefined();
  });

  it('forgets what no field of the new page took, once its fields have taken theirs', async () => {
    const root = htmlForm();
    forget = keepTypedBeforeRedraw(root);
    type(root, 'email', 'asha@village.test');
    type(root, 'password', 'village123');
    redraw(root);
    await Promise.resolve();
    expect(takeTypedBeforeRedraw('email')).toBe('asha@village.test');
    // The same pass of effects: the page's other fields still find theirs.
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeTypedBeforeRedraw('password')).toBeUndefined();
  });

  it("knows the replaced HTML's form, whose held submit the new form sends", async () => {
    const root = htmlForm();
    const form = root.querySelector('form')!;
    forget = keepTypedBeforeRedraw(root);
    expect(wasReplacedByRedraw(form)).toBe(false);
    redraw(root);
    await Promise.resolve();
    expect(wasReplacedByRedraw(form)).toBe(true);
    expect(wasReplacedByRedraw(document.createElement('form'))).toBe(false);
    forget();
    expect(wasReplacedByRedraw(form)).toBe(false);
  });

  it('leaves alone what is typed into the new page once the HTML is gone', async () => {
    const root = htmlForm();
    forget = keepTypedBeforeRedraw(root);
    redraw(root);
    await Promise.resolve();
    const input = document.createElement('input');
    input.name = 'email';
    root.append(input);
    type(root, 'email', 'typed-later@village.test');
    expect(takeTypedBeforeRedraw('email')).toBeUndefined();
  });

  it('hands nothing out on another address, and forgets it all', async () => {
    const root = htmlForm();
    forget = keepTypedBeforeRedraw(root);
    type(root, 'email', 'asha@village.test');
    window.history.pushState(null, '', '/elsewhere');
    expect(takeTypedBeforeRedraw('email')).toBeUndefined();
    const back = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await back;
    expect(takeTypedBeforeRedraw('email')).toBeUndefined();
  });

  it('forgets what was typed when the caller says so (the HTML was hydrated instead)', () => {
    const root = htmlForm();
    const forgetNow = keepTypedBeforeRedraw(root);
    type(root, 'email', 'asha@village.test');
    forgetNow();
    expect(takeTypedBeforeRedraw('email')).toBeUndefined();
    type(root, 'email', 'again@village.test');
    expect(takeTypedBeforeRedraw('email')).toBeUndefined();
  });
});
