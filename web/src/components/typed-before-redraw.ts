/*
 * A first visit in another language than the prerendered HTML's (Hindi, before the service worker
 * serves the Hindi pages) draws the page afresh: React replaces the English HTML, inputs and all,
 * when the page in the reader's language commits. Anything typed into the English form while that
 * page was drawn would be lost. This keeps it, by the input's name, from the app's start until the
 * English HTML is gone, for the new page's input of the same name to take (useTypedBeforeHydration)
 * once, on the address it was typed on. The fields of a page take theirs in one pass of effects:
 * whatever none took is forgotten right after, so that it never fills a field shown later.
 */

type TypedValue = string | boolean;

const typed = new Map<string, TypedValue>();
let typedOn: string | undefined;
/** The HTML the page drawn afresh replaced, until the app goes elsewhere. */
let replacedHtml: readonly Node[] = [];
let forgetting = false;

function valueOf(field: HTMLInputElement | HTMLTextAreaElement): TypedValue {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked
    : field.value;
}

function changedFromHtml(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

function note(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  if (target.name) typed.set(target.name, valueOf(target));
}

/**
 * Keeps what is typed into `root`'s fields, and what was typed (or autofilled) before the app's
 * code ran, until the nodes now in `root` have all been replaced. Returns what forgets it all.
 */
export function keepTypedBeforeRedraw(root: HTMLElement): () => void {
  typedOn = window.location.pathname;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  ))
    if (changedFromHtml(field)) note(field);
  const listener = (event: Event) => note(event.target);
  const stopListening = () => {
    root.removeEventListener('input', listener, true);
    root.removeEventListener('change', listener, true);
    observer.disconnect();
  };
  root.addEventListener('input', listener, true);
  root.addEventListener('change', listener, true);
  const html = [...root.childNodes];
  // From the commit on, what is typed is the new page's own.
  const observer = new MutationObserver(() => {
    if (html.some((node) => node.isConnected)) return;
    replacedHtml = html;
    stopListening();
  });
  observer.observe(root, { childList: true });
  return () => {
    stopListening();
    forgetTypedBeforeRedraw();
  };
}

/** The value typed into the replaced HTML's field of this name, handed out once. */
export function takeTypedBeforeRedraw(name: string): TypedValue | undefined {
  if (!name || typed.size === 0) return undefined;
  if (window.location.pathname !== typedOn) {
    forgetTypedBeforeRedraw();
    return undefined;
  }
  const value = typed.get(name);
  typed.delete(name);
  if (!forgetting) {
    forgetting = true;
    setTimeout(forgetTypedBeforeRedraw, 0);
  }
  return value;
}

/** Forgets every value kept: the app has gone to another address. */
function forgetTypedBeforeRedraw() {
  typed.clear();
  typedOn = undefined;
  replacedHtml = [];
  forgetting = false;
}

/** Whether `node` was part of the HTML that the page drawn afresh replaced (a form submitted
 * before it was replaced is then the new page's form's to send: early-submit.ts). */
export function wasReplacedByRedraw(node: Node): boolean {
  return window.location.pathname === typedOn && replacedHtml.some((html) => html.contains(node));
}
