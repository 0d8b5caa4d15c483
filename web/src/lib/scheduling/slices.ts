/**
 * Long work in short slices. A phone four times slower than a laptop turns 40 ms of script into a
 * 160 ms freeze: taps wait and the page does not paint. Work that walks thousands of items (the
 * directory index) goes through `forEachInSlices`, which gives the main thread back every
 * SLICE_MS so that no task grows long.
 */

/** How long one slice may run before the page gets the main thread back. */
export const SLICE_MS = 8;

type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input and paint, then goes on: `scheduler.yield()` where the browser has
 * it (the rest of the work keeps its place at the front of the queue), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `step` for each item in order, yielding between slices of about `sliceMs`; stops with
 * the signal's reason (an AbortError) once `signal` is aborted. The first slice runs at once, in the caller's task.
 */
export async function forEachInSlices<T>(
  items: Iterable<T>,
  step: (item: T) => void,
  { signal, sliceMs = SLICE_MS }: { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<void> {
  let sliceStart = performance.now();
  let first = true;
  for (const item of items) {
    if (!first && performance.now() - sliceStart >= sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    first = false;
    signal?.throwIfAborted();
    step(item);
  }
}
