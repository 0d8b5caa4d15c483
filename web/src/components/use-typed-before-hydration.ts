import { useEffect, useRef, type ChangeEvent } from 'react';
import { takeTypedBeforeRedraw } from './typed-before-redraw';

/**
 * For a controlled input of a prerendered page: a ref for the input and, once the page is
 * hydrated, what the user typed or ticked (or the browser autofilled) before the app's code ran,
 * handed to onChange as if just typed. React keeps such a value on screen when it hydrates but
 * not in state, so without this a form sent right away would send the empty initial value. On a
 * page drawn afresh in the reader's language, it is what was typed into the replaced HTML's field
 * of the same name (typed-before-redraw.ts).
 */
export function useTypedBeforeHydration(
  value: string | boolean,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input || !onChange) return;
    const carried = takeTypedBeforeRedraw(input.name);
    if (typeof carried === 'boolean') input.checked = carried;
    else if (carried !== undefined) input.value = carried;
    const shown = input.type === 'checkbox' ? input.checked : input.value;
    if (shown !== value)
      onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    // Once, after the first render: every later change comes through onChange itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
