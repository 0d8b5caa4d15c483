/**
 * Long work in short tasks. A phone four times slower than a laptop turns 40 ms of script into a
 * 160 ms freeze: taps wait and the page does not paint. Work that can wait gives the main thread
 * back first (the directory's own long work runs in its worker: lib/directory).
 */

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
