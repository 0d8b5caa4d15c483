import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carryEmailScript, takeCarriedEmail } from './carried-email';

/** A prerendered form as the head script finds it: an email field and links, one carrying. */
function signInForm(email: string) {
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="email" type="email"><a href="#forgot" data-carry-email>Forgot password?</a>' +
    '<a href="#signup">Sign up</a>';
  form.querySelector('input')!.value = email;
  document.body.append(form);
  return form;
}

/** Clicks a link as a user would, without the test DOM following it. */
function follow(link: Element) {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  link.dispatchEvent(click);
}

describe('the email carried by a link followed before hydration', () => {
  beforeAll(() => {
    // What the head script of a prerendered page does, before anything else runs.
    new Function(carryEmailScript())();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__villageHydrated;
    sessionStorage.clear();
  });

  it('is kept for the tab when the carrying link is followed, and handed out once', () => {
    follow(signInForm('asha@village.test').querySelector('[data-carry-email]')!);
    expect(takeCarriedEmail()).toBe('asha@village.test');
    expect(takeCarriedEmail()).toBeUndefined();
  });

  it('is not kept for another link, an empty field, or once the app runs', () => {
    follow(signInForm('asha@village.test').querySelector('a[href="#signup"]')!);
    follow(signInForm('').querySelector('[data-carry-email]')!);
    expect(takeCarriedEmail()).toBeUndefined();

    window.__villageHydrated = true; // the app's link passes the email in the router's state
    follow(signInForm('asha@village.test').querySelector('[data-carry-email]')!);
    expect(takeCarriedEmail()).toBeUndefined();
  });
});
