import { useEffect, useRef, useState } from 'react';
import { wasReplacedByRedraw } from './typed-before-redraw';

/*
 * A prerendered form is on screen before the app's code has run (web/prerender/). Sent then, the
 * browser would submit it natively: a GET to the page's own address with every named field in
 * the query, the password among them, into the history and the server's logs, and the page would
 * reload empty. The head script below holds such a submit instead, and the form sends it once
 * React owns the page, as if the button had just been pressed.
 */

interface EarlySubmit {
  form: EventTarget | null;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    /** Set by markHydrated: from then on, submits are React's. */
    __villageHydrated?: boolean;
    /** The last submit the head script held before hydration. */
    __villageEarlySubmit?: EarlySubmit;
  }
}

/** The head script of every prerendered page: runs before the body is parsed. */
export function earlySubmitScript(): string {
  return (
    'addEventListener("submit",function(e){if(!window.__villageHydrated){e.preventDefault();' +
    'window.__villageEarlySubmit={form:e.target,submitter:e.submitter}}},true)'
  );
}

/** Called once the app has hydrated (App's effect): submits are no longer held. */
export function markHydrated() {
  window.__villageHydrated = true;
}

/**
 * The submit held for `form` before hydration, if any; it is handed out once. A page drawn afresh
 * in the reader's language has replaced the HTML's form: a submit held for that one is this form's.
 */
function takeEarlySubmit(form: HTMLFormElement): EarlySubmit | undefined {
  const held = window.__villageEarlySubmit;
  const replaced = held?.form instanceof Node && wasReplacedByRedraw(held.form);
  if (!held || (held.form !== form && !replaced)) return undefined;
  delete window.__villageEarlySubmit;
  return held;
}

/**
 * A ref for a prerendered form: a submit held before hydration is sent again once the form's
 * state holds what was typed (useTypedBeforeHydration sets it in the same effects' pass, so the
 * resend waits one render for it).
 */
export function useEarlySubmit() {
  const ref = useRef<HTMLFormElement>(null);
  const [held, setHeld] = useState<EarlySubmit>();
  useEffect(() => {
    if (ref.current) setHeld(takeEarlySubmit(ref.current));
  }, []);
  useEffect(() => {
    const form = ref.current;
    if (!held || !form) return;
    setHeld(undefined);
    const { submitter } = held;
    form.requestSubmit(
      submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined,
    );
  }, [held]);
  return ref;
}
